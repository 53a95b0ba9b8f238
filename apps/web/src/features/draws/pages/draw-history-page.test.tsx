import type { TDrawProof } from '@lottery/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { commitmentOf, fairIssueDraw } from '@lottery/lottery';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import {
  catalogueEntry,
  day0,
  drawn,
  gameData,
  infoAt,
  issueAt,
} from '../testing/draws-fixtures.ts';
import { fakeHub } from '../testing/fake-hub.ts';
import { jsonFetch, testQueryClient } from '../testing/render-with-providers.tsx';
import DrawHistoryPage from './draw-history-page.tsx';

const seed = '7c'.repeat(32);
const entropy = 'ab'.repeat(32);
const fair = fairIssueDraw(1, seed, entropy);
const requests: { path: string; body: unknown }[] = [];

function proof(): TDrawProof {
  return {
    GameId: 2,
    SerialNumber: '20260310-0003',
    DrawSource: 'fair',
    State: 'drawn',
    CloseTimeStamp: 0,
    DrawTimeStamp: 0,
    Commitment: commitmentOf(seed),
    ServerSeed: seed,
    PublicEntropy: entropy,
    EntropyReference: 'sandbox#42',
    Nonce: 0,
    Format: { Length: 5, Min: 0, Max: 9, Distinct: false },
    OriginalWinningNumber: fair.originalWinningNumber,
    WinningNumber: fair.winningNumber,
    Recomputed: fair.winningNumber,
    Verified: true,
    Reports: [],
    Disputed: false,
  };
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((path, body) => {
        requests.push({ path, body });
        if (path === '/api/LotteryGame/Info') return { '2': infoAt(day0 + 200_000, 3) };
        if (path === '/api/DrawHistory/Search')
          return {
            Items: [
              drawn(3, fair.winningNumber),
              issueAt(2, { State: 'cancelled' }),
              drawn(1, '1,2,3,4,5'),
            ],
            TotalCount: 3,
            PageIndex: 1,
            PageSize: 20,
          };
        if (path === '/api/DrawHistory/Statistics')
          return { GameId: 2, IssueCount: 2, LatestSerialNumber: null, Positions: [], Streaks: [] };
        if (path === '/api/DrawProof/Get') return proof();
        throw new Error(`unexpected ${path}`);
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  vi.unstubAllGlobals();
});

async function renderPage(path = '/DrawHistory/2') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gameDataQuery.queryKey, gameData([catalogueEntry()]));
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/DrawHistory/:id" element={<DrawHistoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await act(async () => undefined);
}

describe('DrawHistoryPage', () => {
  it('lists results with cancelled issues marked, and joins the draw-trend group', async () => {
    const { hub, invoke } = fakeHub();
    setCurrentHub(hub);
    await renderPage();
    expect(screen.getByRole('heading', { name: '1-minute SSC draw history' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]?.textContent).toContain('Cancelled');
    expect(invoke).toHaveBeenCalledWith('JoinDrawTrend', 2);
  });

  it('filters by date from the first page', async () => {
    await renderPage();
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2026-03-10' } });
    await act(async () => undefined);
    const searches = requests.filter((r) => r.path === '/api/DrawHistory/Search');
    expect(searches.at(-1)?.body).toEqual({
      GameId: 2,
      PageIndex: 1,
      PageSize: 20,
      Date: '2026-03-10',
    });
  });

  it('verifies an issue in the browser in a dialog that returns focus', async () => {
    await renderPage();
    const button = await screen.findByRole('button', { name: 'Verify issue 20260310-0003' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Verify issue 20260310-0003' });
    await within(dialog).findByText(commitmentOf(seed));
    const checks = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(checks.slice(0, 3)).toEqual(['✓ Yes', '✓ Yes', '✓ Yes']);
    expect(dialog.textContent).toContain(commitmentOf(seed));
    expect(dialog.textContent).toContain('sandbox#42');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('draws the trend chart and the bead road of the chosen position', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Trend chart' }));
    const chart = await screen.findByRole('table', { name: /Trend of Position 1 over 3 issues/ });
    // Oldest first: issue 1, cancelled issue 2, issue 3.
    const headers = within(chart).getAllByRole('rowheader');
    expect(headers.map((h) => h.getAttribute('aria-label'))).toEqual([
      '20260310-0001',
      '20260310-0002',
      '20260310-0003',
    ]);
    expect(headers.map((h) => h.textContent)).toEqual(['0001', '0002', '0003']);
    fireEvent.click(screen.getByRole('tab', { name: 'Bead road' }));
    await act(async () => undefined);
    expect(
      screen.getByRole('img', { name: /Bead road of Position 1, Big\/small, 2 issues/ }),
    ).toBeTruthy();
  });

  it('says so for an unknown game', async () => {
    await renderPage('/DrawHistory/999');
    expect(screen.getByRole('heading', { name: 'There is no such game' })).toBeTruthy();
  });
});
