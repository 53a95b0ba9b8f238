import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import { cashFlowLine, cashFlowPage, testNowMs } from '../testing/records-fixtures.ts';
import { renderRecordsPage } from '../testing/render-records.tsx';
import CashFlowRecordPage from './cash-flow-record-page.tsx';

const searchPath = '/api/CashFlowRecord/Search';

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
  await renderRecordsPage(<CashFlowRecordPage />, '/CashFlowRecord');
  return api;
}

const cellsOf = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);

describe('CashFlowRecordPage', () => {
  it('lists signed, coloured amounts with the balance after each line', async () => {
    await renderPage(() =>
      cashFlowPage([
        cashFlowLine({ Id: 2, Type: 103, Amount: 36_000n, BalanceAfter: 10_034_800n }),
        cashFlowLine(),
        cashFlowLine({ Id: 0, Type: null, Amount: 0n, BalanceAfter: 10_000_000n, Memo: null }),
      ]),
    );
    const [, prize, bet, other] = screen.getAllByRole('row');
    expect(cellsOf(prize!).slice(1)).toEqual(['Prize', '+36.000', '10,034.800', 'B000000123']);
    expect(cellsOf(bet!).slice(1)).toEqual(['Bet', '−1.200', '9,998.800', 'B000000123']);
    expect(cellsOf(other!).slice(1)).toEqual(['Other', '0.000', '10,000.000', '–']);
    expect(within(prize!).getByText('+36.000').className).toContain('is-in');
    expect(within(bet!).getByText('−1.200').className).toContain('is-out');
  });

  it('sends the type filter as Types: a whole group or one type', async () => {
    const api = await renderPage(() => cashFlowPage([cashFlowLine()]));
    expect(api.to(searchPath)[0]?.body).toEqual({
      StartDate: '2026-03-04',
      EndDate: '2026-03-10',
      PageIndex: 1,
      PageSize: 20,
    });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'group:rebates' } });
    await waitFor(() =>
      expect(api.to(searchPath).at(-1)?.body).toMatchObject({ Types: [201, 202] }),
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(api.to(searchPath).at(-1)?.body).toEqual({
        StartDate: '2026-02-09',
        EndDate: '2026-03-10',
        Types: [301],
        PageIndex: 1,
        PageSize: 20,
      }),
    );
  });

  it('pages, and starts again from page 1 when a filter changes', async () => {
    const api = await renderPage(() => cashFlowPage([cashFlowLine()], 41));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '101' } });
    await screen.findByText('Page 1 of 3');
    expect(api.to(searchPath).map((r) => (r.body as { PageIndex: number }).PageIndex)).toEqual([
      1, 2, 1,
    ]);
  });

  it('refuses more than 92 days before asking the server', async () => {
    const api = await renderPage(() => cashFlowPage([]));
    expect(screen.getByText('No wallet movements in these dates')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-01' } });
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'At most 92 days at a time: shorten the range.',
    );
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(api.to(searchPath)).toHaveLength(1);
  });
});
