import type { TOneDollarRound } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { readActivity, stateAt } from '../activity/activity-rows.ts';
import { revealedSeed } from '../activity/period-seeds.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import {
  configOfOneDollar,
  openNextRound,
  roundOf,
  roundPeriodKey,
  type TRound,
} from './one-dollar-rounds.ts';

/**
 * What a player sees of a one-dollar activity: the open round (opened on first sight while the
 * activity runs, so its commitment shows before any share is sold) and the past rounds with the
 * winner's masked login, my shares and the revealed seed to verify the draw.
 */
type TView = { db: TQueryable; userId: number; now: number };
export type TRoundView = Omit<TOneDollarRound, 'SharePrice' | 'Prize'> & {
  SharePrice: bigint;
  Prize: bigint;
};

/** ab***z: enough for a player to recognise a name, not to find the account. */
export const maskLogin = (login: string) =>
  login.length <= 2 ? `${login.slice(0, 1)}***` : `${login.slice(0, 2)}***${login.slice(-1)}`;

async function viewOf(view: TView, round: TRound): Promise<TRoundView> {
  const periodKey = roundPeriodKey(round.roundNo);
  const seed = await revealedSeed(view.db, round.activityId, periodKey, view.now);
  const mine = await view.db.query<{ first_share: number; shares: number; refunded: boolean }>(
    `SELECT first_share, shares, refund_transaction_id IS NOT NULL AS refunded
       FROM activity_one_dollar_purchases
      WHERE activity_id = $1 AND round_no = $2 AND user_id = $3 ORDER BY first_share`,
    [round.activityId, round.roundNo, view.userId],
  );
  const [winner] =
    round.winnerUserId === null
      ? []
      : await view.db.query<{ login_id: string }>(`SELECT login_id FROM users WHERE id = $1`, [
          round.winnerUserId,
        ]);
  return {
    ActivityId: round.activityId,
    RoundNo: round.roundNo,
    PeriodKey: periodKey,
    State: round.state,
    SharePrice: round.sharePrice,
    SharesTotal: round.sharesTotal,
    SharesSold: round.sharesSold,
    Prize: round.prize,
    Commitment: seed?.commitment ?? '',
    // A round's seed is shown only once it is closed, whatever the activity's state.
    ServerSeed: round.state === 'open' ? null : (seed?.serverSeed ?? null),
    WinningShare: round.winningShare,
    Winner: winner ? maskLogin(winner.login_id) : null,
    IsMine: round.winnerUserId === view.userId,
    MyShares: mine.map((row) => ({ FirstShare: row.first_share, Shares: row.shares })),
    MyRefunded: mine.some((row) => row.refunded),
    OpenedAt: round.openedAt,
    ClosedAt: round.closedAt,
  };
}

export async function readRoundView(view: TView, activityId: number, roundNo: number) {
  const [row] = await view.db.query<Parameters<typeof roundOf>[0]>(
    `SELECT * FROM activity_one_dollar_rounds WHERE activity_id = $1 AND round_no = $2`,
    [activityId, roundNo],
  );
  return row ? viewOf(view, roundOf(row)) : null;
}

/** The open round, opened now if the activity runs and none is. */
export async function currentRound(
  view: TView,
  activityId: number,
): Promise<TResult<{ Round: TRoundView | null; MaxSharesPerPlayer: number }>> {
  const activity = await readActivity(view.db, activityId);
  if (
    !activity ||
    activity.type !== 'oneDollar' ||
    ['draft', 'scheduled'].includes(stateAt(activity, view.now))
  )
    return fail('ActivityNotFound');
  await openNextRound(view.db, activity, view.now);
  const [row] = await view.db.query<Parameters<typeof roundOf>[0]>(
    `SELECT * FROM activity_one_dollar_rounds WHERE activity_id = $1 AND state = 'open'`,
    [activityId],
  );
  return succeed({
    Round: row ? await viewOf(view, roundOf(row)) : null,
    MaxSharesPerPlayer: configOfOneDollar(activity).maxSharesPerPlayer,
  });
}

/** Closed rounds, newest first. */
export async function pastRounds(
  view: TView,
  query: { activityId: number; page: number; pageSize: number },
): Promise<{ Items: TRoundView[]; Total: number }> {
  const rows = await view.db.query<Parameters<typeof roundOf>[0]>(
    `SELECT * FROM activity_one_dollar_rounds WHERE activity_id = $1 AND state <> 'open'
      ORDER BY round_no DESC LIMIT $2 OFFSET $3`,
    [query.activityId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const [count] = await view.db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM activity_one_dollar_rounds
      WHERE activity_id = $1 AND state <> 'open'`,
    [query.activityId],
  );
  const items = [];
  for (const row of rows) items.push(await viewOf(view, roundOf(row)));
  return { Items: items, Total: count?.n ?? 0 };
}
