import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { trendMatrix } from '../logic/trend-matrix.ts';
import { TrendChart } from './trend-chart.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => (cell.getAttribute('data-hit') ? `*${cell.textContent}` : cell.textContent));

describe('TrendChart', () => {
  it('draws a row per issue with the hit circled and omission counts in the other cells', () => {
    const rows = trendMatrix(
      [
        { serialNumber: '001', numbers: [1, 5, 5, 5, 5] },
        { serialNumber: '002', numbers: [3, 5, 5, 5, 5] },
        { serialNumber: '003', numbers: [1, 5, 5, 5, 5] },
      ],
      0,
      { min: 0, max: 3 },
    );
    render(
      <TrendChart
        rows={rows}
        range={{ min: 0, max: 3 }}
        title="Trend of position 1"
        figures={[
          { Ball: 0, Hits: 0, Omission: 3, MaxOmission: 3 },
          { Ball: 1, Hits: 2, Omission: 0, MaxOmission: 1 },
          { Ball: 3, Hits: 1, Omission: 1, MaxOmission: 1 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Trend of position 1' });
    const [header, first, second, third, hits, omission, maxOmission] =
      within(table).getAllByRole('row');
    expect(within(header as HTMLElement).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('001');
    expect(cellTexts(first as HTMLElement)).toEqual(['1', '*1', '1', '1']);
    expect(cellTexts(second as HTMLElement)).toEqual(['2', '1', '2', '*3']);
    expect(cellTexts(third as HTMLElement)).toEqual(['3', '*1', '3', '1']);
    expect(table.querySelectorAll('circle')).toHaveLength(3);
    // The server's figures under the chart; a ball it left out shows a dash.
    expect(within(hits as HTMLElement).getByRole('rowheader').textContent).toBe('Hits');
    expect(cellTexts(hits as HTMLElement)).toEqual(['0', '2', '–', '1']);
    expect(cellTexts(omission as HTMLElement)).toEqual(['3', '0', '–', '1']);
    expect(cellTexts(maxOmission as HTMLElement)).toEqual(['3', '1', '–', '1']);
  });

  it('marks a cancelled issue and leaves out the figures rows without statistics', () => {
    const rows = trendMatrix([{ serialNumber: '009', numbers: null }], 0, { min: 0, max: 1 });
    render(<TrendChart rows={rows} range={{ min: 0, max: 1 }} title="t" figures={undefined} />);
    const table = screen.getByRole('table', { name: 't' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table.textContent).toContain('Cancelled');
  });
});
