import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import { catalogueEntry, day0, drawn, gameData, infoAt } from '../testing/draws-fixtures.ts';
import { fakeHub } from '../testing/fake-hub.ts';
import {
  jsonFetch,
  renderWithProviders,
  testQueryClient,
} from '../testing/render-with-providers.tsx';
import BlockChainHashPage from './block-chain-hash-page.tsx';
import DrawLobbyPage from './draw-lobby-page.tsx';

const genesis = '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
const games = [
  catalogueEntry(),
  catalogueEntry({
    GameId: 4,
    CategoryId: 93,
    DrawSource: 'hash',
    Name: { zh: '哈希', en: 'Hash SSC' },
  }),
  catalogueEntry({ GameId: 5, DrawSource: 'instant', Name: { zh: '秒秒彩', en: 'MiaoMiao' } }),
];

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ now: day0 + 100_000, toFake: ['Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((path) => {
        if (path === '/api/LotteryGame/Info')
          return {
            '2': infoAt(day0 + 100_000, 1),
            '4': { ...infoAt(day0 + 100_000, 0), GameId: 4 },
          };
        if (path === '/api/DrawHistory/Search')
          return { Items: [drawn(1, genesis)], TotalCount: 1, PageIndex: 1, PageSize: 10 };
        throw new Error(`unexpected ${path}`);
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderScreen(ui: React.ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gameDataQuery.queryKey, gameData(games));
  return renderWithProviders(ui, queryClient);
}

describe('DrawLobbyPage', () => {
  it('lists every scheduled game with its last result, next draw and history link', async () => {
    const { hub, invoke } = fakeHub();
    setCurrentHub(hub);
    renderScreen(<DrawLobbyPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    await within(first).findByRole('img', { name: 'Winning number: 1 2 3 4 5' });
    expect(within(first).getByRole('timer').textContent).toBe('00:20');
    expect(
      within(first).getByRole('link', { name: 'History 1-minute SSC' }).getAttribute('href'),
    ).toBe('/DrawHistory/2');
    await act(async () => undefined);
    expect(invoke).toHaveBeenCalledWith('MultiJoin', [2, 4]);
  });
});

describe('BlockChainHashPage', () => {
  it('works the example and lists the hash game’s issues with their digits', async () => {
    renderScreen(<BlockChainHashPage />);
    expect(screen.getByRole('heading', { name: 'Block-chain hash games' })).toBeTruthy();
    expect(screen.getByText('The 5 highlighted digits below make the number 60826.')).toBeTruthy();
    const recent = await screen.findByRole('region', { name: 'Recent issues' });
    expect(await within(recent).findByText('60826')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'History' }).getAttribute('href')).toBe(
      '/DrawHistory/4',
    );
  });
});
