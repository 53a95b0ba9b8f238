import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import { profitReport, testNowMs } from '../testing/records-fixtures.ts';
import { renderRecordsPage } from '../testing/render-records.tsx';
import ProfitReportPage from './profit-report-page.tsx';

const reportPath = '/api/ProfitReport/Get';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNowMs);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(answer: (request: TSentRequest) => TAnswer) {
  const api = fakeApi(answer);
  await renderRecordsPage(<ProfitReportPage />, '/ProfitReport');
  return api;
}

const cellsOf = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('ProfitReportPage', () => {
  it('charts the profit of each day with figures, oldest first, rising for a profit', async () => {
    const api = await renderPage(() => profitReport());
    expect(api.to(reportPath)[0]?.body).toEqual({ StartDate: '2026-03-04', EndDate: '2026-03-10' });
    const chart = screen.getByRole('region', { name: 'Profit per day, 2026-03-04 to 2026-03-10' });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '2026-03-08: profit 14.200',
      '2026-03-10: profit -9.500',
    ]);
    const [win, loss] = bars.map((bar) => bar.querySelector('rect')!);
    const zeroY = (rect: SVGRectElement) => Number(rect.getAttribute('y'));
    // The win stands on the zero line; the loss hangs from it.
    expect(win!.getAttribute('class')).toContain('is-profit');
    expect(loss!.getAttribute('class')).toContain('is-loss');
    expect(zeroY(win!) + Number(win!.getAttribute('height'))).toBeCloseTo(zeroY(loss!));
  });

  it('tables the figures by day and by game, each with the total row', async () => {
    await renderPage(() => profitReport());
    const byDay = screen.getByRole('table', { name: 'By day' });
    const rows = within(byDay).getAllByRole('row').map(cellsOf);
    expect(rows).toEqual([
      ['Date', 'Turnover', 'Prizes', 'Rebates', 'Profit'],
      ['2026-03-10', '10.000', '0.000', '0.500', '−9.500'],
      ['2026-03-08', '4.000', '18.000', '0.200', '+14.200'],
      ['Total', '14.000', '18.000', '0.700', '+4.700'],
    ]);
    const byGame = within(screen.getByRole('table', { name: 'By game' })).getAllByRole('row');
    expect(byGame.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Game',
      '1-minute SSC',
      '5-minute SSC',
      'Total',
    ]);
  });

  it("shows the server's refusal with a retry, and an empty range as empty", async () => {
    let answer: TAnswer = {
      status: 400,
      body: { Code: 5202, Message: 'A report covers at most 92 days' },
    };
    const api = await renderPage(() => answer);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('A report covers at most 92 days');
    answer = profitReport({
      Days: [],
      Games: [],
      Total: { Turnover: 0n, Prize: 0n, Rebate: 0n, Profit: 0n },
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No settled bets in these dates');
    expect(screen.queryByRole('region', { name: /Profit per day/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(api.to(reportPath).at(-1)?.body).toEqual({
        StartDate: '2026-03-10',
        EndDate: '2026-03-10',
      }),
    );
  });
});
