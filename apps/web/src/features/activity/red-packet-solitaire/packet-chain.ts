import type { TActivityAwardView, TActivityDetailView } from '../api/activity-api.ts';

export type TPacketState = 'opened' | 'ready' | 'waiting' | 'locked';

export interface TChainPacket {
  index: number;
  state: TPacketState;
  /** What it paid, once opened. */
  amount: number | null;
  target: number;
  /** Turnover still to bet for it; 0 once reached. */
  more: number;
  /** Its fixed prize, or null when drawn. */
  prize: number | null;
}

/**
 * The relay as the screen draws it, from the progress's steps: opened (with what this period's
 * award for it paid: packets open in order, so the period's awards in time order are packets
 * 1, 2, …), the next one (ready when its turnover is reached, else waiting for it), and the
 * ones after it (locked until the one before opens).
 */
export function chainOf(detail: TActivityDetailView): TChainPacket[] {
  const paid = detail.MyAwards.filter((award) => award.PeriodKey === detail.PeriodKey)
    .slice()
    .sort(
      (a: TActivityAwardView, b: TActivityAwardView) =>
        a.ClaimedAt - b.ClaimedAt || a.ClaimId - b.ClaimId,
    );
  const next = detail.Progress.Steps.findIndex((step) => !step.Claimed);
  return detail.Progress.Steps.map((step, index) => {
    const target = step.Target ?? 0;
    const reached = step.Reached ?? 0;
    const state: TPacketState = step.Claimed
      ? 'opened'
      : index === next
        ? step.Done
          ? 'ready'
          : 'waiting'
        : 'locked';
    return {
      index,
      state,
      amount: step.Claimed ? (paid[index]?.Amount ?? null) : null,
      target,
      more: Math.max(0, Math.round((target - reached) * 1000) / 1000),
      prize: step.Prize,
    };
  });
}
