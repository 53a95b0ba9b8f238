import {
  maxReportDays,
  withdrawStates,
  type TInitWithdrawData,
  type TWithdrawal,
  type ZWithdrawRecordRequest,
  type ZWithdrawRecordResponse,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { siteDateRange } from '../../platform/site-date-range.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { hasFundPassword } from '../account/fund-password.ts';
import { readRealName } from '../account/real-name.ts';
import { hasFlag } from '../auth/state-flags.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { siteDayOf } from './create-withdrawal.ts';
import { listPayoutAccounts } from './payout-accounts/payout-account-rows.ts';
import { readUsage } from './withdraw-usage.ts';
import { readRules, rulesView } from './withdraw-rules.ts';
import { expectState, finish, lockWithdrawal } from './withdraw-transitions.ts';
import {
  toWithdrawal,
  withdrawalColumns,
  withdrawalJoins,
  type TWithdrawalRow,
} from './withdrawal-rows.ts';

/** POST /api/WithdrawRequest/InitWithdrawData: everything the withdraw screen shows. */
export async function initWithdrawData(
  deps: { db: TDatabase; clock: TClock },
  userId: number,
): Promise<TInitWithdrawData> {
  const db: TQueryable = deps.db;
  const [user] = await db.query<{ state_flags: number }>(
    `SELECT state_flags FROM users WHERE id = $1`,
    [userId],
  );
  const rules = await readRules(db);
  const turnover = await readTurnoverStatus(db, userId);
  const usage = await readUsage(db, userId, siteDayOf(deps.clock.now()), false);
  return {
    Balance: await balanceOf(db, { userId, kind: 'player' }),
    TurnoverRequired: turnover.required,
    TurnoverAchieved: turnover.achieved,
    TurnoverRemaining: turnover.remaining,
    Rules: rulesView(rules),
    Accounts: await listPayoutAccounts(db, userId),
    TodayAmount: usage.todayAmount,
    TodayCount: usage.todayCount,
    RealNameSet: (await readRealName(db, userId)) !== null,
    FundPasswordSet: await hasFundPassword(db, userId),
    SecondFactorRequired: hasFlag(user?.state_flags ?? 0, 'totpForWithdraw'),
  };
}

/** The player takes back their own request while finance has not touched it: the hold returns. */
export async function cancelOwnWithdrawal(
  deps: { db: TDatabase; clock: TClock },
  userId: number,
  id: number,
): Promise<TResult<TWithdrawal>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const row = await lockWithdrawal(tx, { id });
    if (!row || row.user_id !== userId) return fail('WithdrawNotFound');
    const waiting = expectState(row, [withdrawStates.waiting]);
    if (!waiting.ok) return waiting;
    const done = await finish(tx, row, {
      state: withdrawStates.cancel,
      reason: 'cancelled by the player',
      by: null,
      now,
    });
    return succeed(toWithdrawal(done));
  });
}

/** POST /api/WithdrawRecord/Search: the player's requests over site dates, newest first. */
export async function searchWithdrawRecords(
  db: TQueryable,
  userId: number,
  request: z.output<typeof ZWithdrawRecordRequest>,
): Promise<TResult<z.input<typeof ZWithdrawRecordResponse>>> {
  const range = siteDateRange(request.StartDate, request.EndDate, maxReportDays);
  if (!range.ok) return range;
  const where = `w.user_id = $1 AND w.created_at >= $2 AND w.created_at < $3
    AND ($4::smallint IS NULL OR w.state = $4) AND ($5::smallint IS NULL OR w.type = $5)`;
  const filter = [
    userId,
    range.value.fromMs,
    range.value.toMs,
    request.State ?? null,
    request.Type ?? null,
  ];
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`,
    filter,
  );
  const rows = await db.query<TWithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM ${withdrawalJoins} WHERE ${where}
      ORDER BY w.created_at DESC, w.id DESC LIMIT $6 OFFSET $7`,
    [...filter, request.PageSize, (request.PageIndex - 1) * request.PageSize],
  );
  return succeed({
    Items: rows.map(toWithdrawal),
    TotalCount: counted?.n ?? 0,
    PageIndex: request.PageIndex,
    PageSize: request.PageSize,
  });
}
