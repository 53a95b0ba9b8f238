import { describe, expect, it } from 'vitest';
import { trendMatrix } from './trend-matrix.ts';

const cellsOf = (row: ReturnType<typeof trendMatrix>[number] | undefined) =>
  row?.cells?.map((cell) => (cell.isHit ? `*${cell.ball}` : String(cell.omission))).join(' ');

describe('trendMatrix', () => {
  const issues = [
    { serialNumber: '001', numbers: [1, 0, 0] },
    { serialNumber: '002', numbers: [3, 0, 0] },
    { serialNumber: '003', numbers: null },
    { serialNumber: '004', numbers: [1, 0, 0] },
  ];

  it('circles the hit and counts omissions from the top or the last hit', () => {
    const rows = trendMatrix(issues, 0, { min: 0, max: 4 });
    expect(cellsOf(rows[0])).toBe('1 *1 1 1 1');
    expect(cellsOf(rows[1])).toBe('2 1 2 *3 2');
    expect(rows[2]?.cells).toBeNull();
    // The cancelled issue does not count.
    expect(cellsOf(rows[3])).toBe('3 *1 3 1 3');
  });

  it('counts a ball anywhere in the draw for the whole-draw view', () => {
    const rows = trendMatrix([{ serialNumber: '1', numbers: [2, 2, 4] }], -1, { min: 1, max: 4 });
    expect(cellsOf(rows[0])).toBe('1 *2 1 *4');
  });
});
