import { create } from 'zustand';
import { onOwnerChange } from '../cart/owned-storage.ts';

/**
 * The voucher chosen on each game's slip (none by default). Kept in memory: a reload shows the
 * slip with no voucher, the safe default, and never pays with one the player did not see chosen.
 */
interface TVoucherChoiceState {
  byGame: Readonly<Record<number, number>>;
  choose(gameId: number, couponId: number | null): void;
}

export const useVoucherChoice = create<TVoucherChoiceState>((set) => ({
  byGame: {},
  choose: (gameId, couponId) =>
    set((state) => {
      const byGame = { ...state.byGame };
      if (couponId === null) delete byGame[gameId];
      else byGame[gameId] = couponId;
      return { byGame };
    }),
}));
// One player's coupon ids mean nothing under another's session.
onOwnerChange(() => useVoucherChoice.setState({ byGame: {} }));
