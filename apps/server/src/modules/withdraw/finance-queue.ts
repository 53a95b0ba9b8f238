import {
  cashFlowTypes,
  type TAdminWithdrawal,
  type ZAdminWithdrawalReview,
  type ZAdminWithdrawQuery,
} from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { dayMs, siteMidnight } from '../../platform/site-date-range.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { stateName } from './withdraw-transitions.ts';
import {
  readWithdrawal,
  toAdminWithdrawal,
  withdrawalColumns,
  withdrawalJoins,
  type TWithdrawalRow,
} from './withdrawal-rows.ts';

/** GET /api/Admin/Withdrawals: the queue, newest first, by state, type, amount, player, dates. */
export async function listFinanceWithdrawals(
  db: TQueryable,
  query: z.output<typeof ZAdminWithdrawQuery>,
): Promise<{ Items: TAdminWithdrawal[]; NextCursor: string | null }> {
  const from = query.StartDate ? siteMidnight(query.StartDate) : null;
  const to = query.EndDate ? siteMidnight(query.EndDate) : null;
  const rows = await db.query<TWithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM ${withdrawalJoins}
      WHERE ($1::smallint IS NULL OR w.state = $1) AND ($2::smallint IS NULL OR w.type = $2)
        AND ($3::text IS NULL OR lower(u.login_id) = lower($3))
        AND ($4::bigint IS NULL OR w.amount >= $4) AND ($5::bigint IS NULL OR w.amount <= $5)
        AND ($6::bigint IS NULL OR w.created_at >= $6) AND ($7::bigint IS NULL OR w.created_at < $7)
        AND ($8::bigint IS NULL OR w.id < $8)
      ORDER BY w.id DESC LIMIT $9`,
    [
      query.State ?? null,
      query.Type ?? null,
      query.LoginId ?? null,
      query.MinAmount ?? null,
      query.MaxAmount ?? null,
      from,
      to === null ? null : to + dayMs,
      query.Cursor ?? null,
      query.Limit + 1,
    ],
  );
  const page = rows.slice(0, query.Limit);
  return {
    Items: page.map(toAdminWithdrawal),
    NextCursor: rows.length > query.Limit ? (page.at(-1)?.id ?? null) : null,
  };
}

const reviewWindowMs = 7 * dayMs;
const addressWindowMs = 30 * dayMs;

/**
 * GET /api/Admin/Withdrawals/{Id}/Review: what a reviewer weighs beside one request: balance and
 * turnover, the last week's wins, deposits and withdrawals, and the other accounts behind the
 * same last login address or the same card, address or e-wallet.
 */
export async function reviewWithdrawal(
  db: TQueryable,
  id: number,
  now: number,
): Promise<TResult<z.input<typeof ZAdminWithdrawalReview>>> {
  const row = await readWithdrawal(db, id);
  if (!row) return fail('WithdrawNotFound');
  const since = now - reviewWindowMs;
  const wins = await db.query<{ at: bigint; prize: bigint; serial: string }>(
    `SELECT created_at AS at, prize, id::text AS serial FROM bet_tickets
      WHERE user_id = $1 AND state = 3 AND created_at >= $2 ORDER BY prize DESC LIMIT 10`,
    [row.user_id, since],
  );
  const deposits = await db.query<{ at: bigint; amount: bigint; memo: string | null }>(
    `SELECT e.created_at AS at, e.amount, e.memo FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type = $2 AND e.created_at >= $3
      ORDER BY e.created_at DESC LIMIT 10`,
    [row.user_id, cashFlowTypes.deposit, since],
  );
  const withdrawals = await db.query<{
    at: bigint;
    amount: bigint;
    order_no: string;
    state: number;
  }>(
    `SELECT created_at AS at, amount, order_no, state FROM withdrawals
      WHERE user_id = $1 AND id <> $2 AND created_at >= $3 ORDER BY created_at DESC LIMIT 10`,
    [row.user_id, row.id, since],
  );
  const sameAddress = await db.query<{ login_id: string }>(
    `WITH last AS (SELECT ip FROM sessions WHERE user_id = $1 AND ip IS NOT NULL
                    ORDER BY created_at DESC LIMIT 1)
     SELECT DISTINCT u.login_id FROM sessions s JOIN last ON s.ip = last.ip
       JOIN users u ON u.id = s.user_id
      WHERE s.user_id <> $1 AND s.created_at >= $2 ORDER BY u.login_id LIMIT 20`,
    [row.user_id, new Date(now - addressWindowMs)],
  );
  const sameAccount = await db.query<{ login_id: string }>(
    `SELECT DISTINCT u.login_id FROM payout_accounts p JOIN users u ON u.id = p.user_id
      WHERE p.account_number = $1 AND p.user_id <> $2 ORDER BY u.login_id LIMIT 20`,
    [row.account_number, row.user_id],
  );
  const turnover = await readTurnoverStatus(db, row.user_id);
  return succeed({
    Withdrawal: toAdminWithdrawal(row),
    Balance: await balanceOf(db, { userId: row.user_id, kind: 'player' }),
    TurnoverRequired: turnover.required,
    TurnoverAchieved: turnover.achieved,
    TurnoverRemaining: turnover.remaining,
    RecentWins: wins.map((win) => ({
      At: Number(win.at),
      Amount: BigInt(win.prize),
      Note: `ticket ${win.serial}`,
    })),
    RecentDeposits: deposits.map((deposit) => ({
      At: Number(deposit.at),
      Amount: BigInt(deposit.amount),
      Note: deposit.memo ?? '',
    })),
    RecentWithdrawals: withdrawals.map((other) => ({
      At: Number(other.at),
      Amount: BigInt(other.amount),
      Note: `${other.order_no} ${stateName(other.state)}`,
    })),
    SameAddressLogins: sameAddress.map((other) => other.login_id),
    SameAccountLogins: sameAccount.map((other) => other.login_id),
  });
}
