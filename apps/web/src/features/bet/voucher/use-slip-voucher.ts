import { useMemo } from 'react';
import { useUnusedCoupons } from './api/bet-vouchers.ts';
import { useVoucherChoice } from './voucher-choice-store.ts';
import { usableChoiceOf, voucherOptionsOf } from './voucher-options.ts';

/**
 * The vouchers one game's slip offers and the one chosen. Asked for only once the slip holds a
 * ticket, so opening a game costs no coupon request; an instant (MiaoMiao) game takes no voucher
 * (the route bets on an issue), so its slip never asks.
 */
export function useSlipVoucher(input: {
  gameId: number;
  isInstant: boolean;
  hasTickets: boolean;
  totalThousandths: bigint;
}) {
  const { gameId, isInstant, totalThousandths } = input;
  const isWanted = !isInstant && input.hasTickets;
  const coupons = useUnusedCoupons(isWanted);
  const chosenId = useVoucherChoice((state) => state.byGame[gameId] ?? null);
  const choose = useVoucherChoice((state) => state.choose);
  const options = useMemo(
    () => voucherOptionsOf(coupons.data?.Items ?? [], gameId, totalThousandths, Date.now()),
    [coupons.data, gameId, totalThousandths],
  );
  return {
    options,
    chosenId,
    /** What the bet is sent with: the chosen voucher while it can be used, else none. */
    chosen: usableChoiceOf(options, chosenId),
    choose: (couponId: number | null) => choose(gameId, couponId),
    isError: isWanted && coupons.isError,
    retry: () => void coupons.refetch(),
  };
}

export type TSlipVoucher = ReturnType<typeof useSlipVoucher>;
