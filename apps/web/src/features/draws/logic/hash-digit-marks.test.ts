import { deriveHashDraw } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { hashDigitMarks } from './hash-digit-marks.ts';

const taken = (hash: string) =>
  hashDigitMarks(hash)
    .marks.filter((mark) => mark.isTaken)
    .map((mark) => mark.char)
    .join('');

describe('hashDigitMarks', () => {
  it('marks the last five decimal digits, which are the derived draw', () => {
    const genesis = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
    expect(taken(genesis)).toBe('60826');
    expect(deriveHashDraw(genesis).join('')).toBe('60826');
    const padded = `${'a'.repeat(54)}1b2c3d4e5f`;
    expect(taken(padded)).toBe('12345');
    expect(hashDigitMarks(padded).isExtended).toBe(false);
  });

  it('says when the hash has too few digits and is extended', () => {
    expect(hashDigitMarks(`${'f'.repeat(62)}12`).isExtended).toBe(true);
  });
});
