import type { TPlayerBaseData } from '@lottery/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  handOffTickets,
  takeHandedOffTickets,
  type THandedOffTicket,
} from '../../../shared/bet-handoff/bet-handoff.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import { useNotices } from '../../../shared/notices/notices-store.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { signInPlayer } from '../../../shared/testing/signed-in-player.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { testQueryClient } from '../../draws/testing/render-with-providers.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { resetCartState, simulateReload } from '../cart/testing/reset-cart-state.ts';
import type { TClosedReason } from '../logic/closed-reason.ts';
import { gameDataWithTypes, sscGame } from '../picker/testing/picker-fixtures.ts';
import { useHandedOffTickets, useHandOffToNoGame } from './use-handed-off-tickets.ts';

const game = sscGame();

/** 前三直选 12/3/4… in 角 mode at ×4: 3 units × 0.200 × 4 = 2.400. */
const frontThree: THandedOffTicket = {
  BetTypeId: 'ssc.front3.direct',
  Book: 'official',
  Selection: { rows: [[1, 2, 3], [4], [5]] },
  Mode: 'jiao',
  Multiple: 4,
  Units: 3,
  Amount: 2.4,
};

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  resetCartState();
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
  signInPlayer();
  useUserInfo.setState({ playerBaseData: { PrizeGroup: 1950 } as TPlayerBaseData });
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ session: null });
});

function renderBetPageHook(closedReason: TClosedReason | null = null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gameDataQuery.queryKey, gameDataWithTypes([game]));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHandedOffTickets(game, closedReason), { wrapper });
}

const cartOfGame = () => useCartStore.getState().tickets.filter((t) => t.gameId === game.GameId);
const warnings = () => useNotices.getState().warnings.map((w) => `${w.kind}: ${w.text}`);

describe('the bet page takes a ticket handed off from a chat share', () => {
  it('adds it to the cart priced by the rules, once: a reload adds nothing more', () => {
    handOffTickets(game.GameId, [frontThree]);
    const page = renderBetPageHook();
    expect(cartOfGame()).toEqual([
      expect.objectContaining({
        request: {
          BetTypeId: 'ssc.front3.direct',
          Book: 'official',
          Selection: { rows: [[1, 2, 3], [4], [5]] },
          Mode: 'jiao',
          Multiple: 4,
          PrizeGroup: 1950,
        },
        units: 3,
        amountThousandths: 2400,
        checked: true,
      }),
    ]);
    expect(warnings()).toEqual([
      expect.stringMatching(/^success: Copied to your cart: .+, 3 units, 2\.400\.$/),
    ]);

    page.unmount();
    simulateReload();
    renderBetPageHook();
    expect(cartOfGame()).toHaveLength(1);
  });

  it("brings the multiple within this game's payout cap and prices it there", () => {
    // 五星直选 pays 195,000 a unit at group 1950: 400,000 a ticket allows ×2, not ×3.
    handOffTickets(game.GameId, [
      {
        BetTypeId: 'ssc.star5.direct',
        Book: 'official',
        Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        Mode: 'yuan',
        Multiple: 3,
        Units: 2,
        Amount: 12,
      },
    ]);
    renderBetPageHook();
    const [ticket] = cartOfGame();
    expect(ticket?.request).toMatchObject({ Multiple: 2 });
    expect(ticket).toMatchObject({ units: 2, amountThousandths: 8000, maxMultiple: 2 });
  });

  it('takes a copy made while the page shows (the chat dock beside it)', () => {
    renderBetPageHook();
    expect(cartOfGame()).toEqual([]);
    act(() => void handOffTickets(game.GameId, [frontThree]));
    expect(cartOfGame()).toHaveLength(1);
  });

  it('refuses with a notice a type the game does not sell, a bad selection, a closed game', () => {
    handOffTickets(game.GameId, [
      { ...frontThree, BetTypeId: 'pk10.no.such.type' },
      { ...frontThree, Selection: { rows: [[1], [4]] } },
    ]);
    const page = renderBetPageHook();
    expect(cartOfGame()).toEqual([]);
    expect(warnings()).toEqual([
      'error: This game no longer sells that bet type: the shared ticket was not added.',
      "error: The shared ticket's numbers or stake no longer fit the rules: it was not added.",
    ]);
    page.unmount();

    handOffTickets(game.GameId, [frontThree]);
    renderBetPageHook('maintenance');
    expect(cartOfGame()).toEqual([]);
    expect(warnings().at(-1)).toBe(
      'error: This game takes no bets now: the shared ticket was not added to your cart.',
    );
  });
});

describe('a bet page of no game in the catalogue', () => {
  it('takes what was handed to it and says it was not added', () => {
    handOffTickets(77, [frontThree]);
    renderHook(() => useHandOffToNoGame(77));
    expect(warnings()).toEqual([
      'error: This game takes no bets now: the shared ticket was not added to your cart.',
    ]);
    expect(takeHandedOffTickets(77)).toEqual([]);
  });
});
