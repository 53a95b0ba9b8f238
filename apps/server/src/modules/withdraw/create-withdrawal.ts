import { thousandthsToNumber, type TWithdrawal, type TWithdrawType } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentCallOf, idempotent } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { dayMs, siteOffsetMs } from '../../platform/site-date-range.ts';
import { hasFlag } from '../auth/state-flags.ts';
import { balanceOf } from '../wallet/ledger.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { checkCredentials, countWrongGuess, type TCredentials } from './credentials.ts';
import { findOwnPayoutAccount } from './payout-accounts/payout-account-rows.ts';
import { checkWithdrawRules } from './withdraw-checks.ts';
import { holdWithdrawal } from './withdraw-holds.ts';
import { readRules } from './withdraw-rules.ts';
import { readWithdrawal, toWithdrawal } from './withdrawal-rows.ts';
import { readUsage } from './withdraw-usage.ts';

export interface TCreateWithdrawal extends TCredentials {
  PayoutAccountId?: number | undefined;
  Amount: bigint;
}

/** The site-wide daily total is one counter for everyone: one advisory lock guards it. */
const siteDayLockKey = [2025, 1] as const;

export const siteDayOf = (ms: number) => Math.floor((ms + siteOffsetMs) / dayMs);

/**
 * Every check of SPEC §5 and the hold, in one transaction under the player's row lock: two
 * requests of one player run one after the other, so the balance, daily amount, daily count and
 * interval they check are the ones the other left (50 concurrent requests cannot pass a limit
 * together). With a site-wide daily limit set, an advisory lock also orders every player's
 * requests, taken after the player's lock (one order: no deadlock).
 */
async function createIn(
  tx: TQueryable,
  userId: number,
  input: TCreateWithdrawal,
  now: number,
): Promise<TResult<TWithdrawal>> {
  // NO KEY UPDATE, not UPDATE: each request's idempotency key row (claimed first) holds a KEY
  // SHARE lock on the user through its foreign key, which UPDATE would wait on: a deadlock.
  const [user] = await tx.query<{ state_flags: number }>(
    `SELECT state_flags FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [userId],
  );
  if (!user) return fail('NotFound', { what: 'user' });
  if (hasFlag(user.state_flags, 'withdrawDisabled')) return fail('WithdrawDisabled');
  if (hasFlag(user.state_flags, 'fundsFrozen')) return fail('WithdrawFundsFrozen');
  const listed = await tx.query(`SELECT 1 FROM withdraw_blacklist WHERE user_id = $1`, [userId]);
  if (listed.length > 0) return fail('WithdrawBlacklisted');
  if (input.PayoutAccountId === undefined) return fail('WithdrawAccountRequired');
  const account = await findOwnPayoutAccount(tx, userId, input.PayoutAccountId, 'lock');
  if (!account) return fail('PayoutAccountNotFound');
  const rules = await readRules(tx);
  if (rules.siteDailyMaxAmount !== null)
    await tx.query(`SELECT pg_advisory_xact_lock($1, $2)`, siteDayLockKey);
  const siteDay = siteDayOf(now);
  const usage = await readUsage(tx, userId, siteDay, rules.siteDailyMaxAmount !== null);
  const turnover = await readTurnoverStatus(tx, userId);
  const type = account.kind as TWithdrawType;
  const checked = checkWithdrawRules({
    amount: input.Amount,
    type,
    rules,
    turnoverRemaining: turnover.remaining,
    ...usage,
    now,
  });
  if (!checked.ok) return checked;
  const proven = await checkCredentials(tx, userId, input, now);
  if (!proven.ok) return proven;
  const { fee } = checked.value;
  const needed = input.Amount + fee;
  if ((await balanceOf(tx, { userId, kind: 'player' })) < needed)
    return fail('WithdrawInsufficientBalance', { needed: thousandthsToNumber(needed) });
  const [inserted] = await tx.query<{ id: string; order_no: string }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('withdrawals', 'id')) AS id)
     INSERT INTO withdrawals (id, order_no, user_id, type, payout_account_id, amount, fee,
                              site_day, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT n.id, 'W' || $1::text || lpad(n.id::text, 8, '0'), $2, $3, $4, $5, $6, $7, $8 FROM n
     RETURNING id::text, order_no`,
    [
      new Date(siteDay * dayMs).toISOString().slice(0, 10).replaceAll('-', ''),
      userId,
      type,
      account.id,
      input.Amount,
      fee,
      siteDay,
      now,
    ],
  );
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  const held = await holdWithdrawal(
    tx,
    { id: inserted.id, userId, orderNo: inserted.order_no, amount: input.Amount, fee },
    now,
  );
  if (!held.ok) return held;
  const row = await readWithdrawal(tx, inserted.id);
  if (!row) throw new Error('the new withdrawal vanished');
  return succeed(toWithdrawal(row));
}

/** POST /api/WithdrawRequest/Create: idempotent (Idempotency-Key), see createIn. */
export async function createWithdrawal(
  deps: { db: TDatabase; clock: TClock },
  input: { session: TSession; request: FastifyRequest; body: TCreateWithdrawal },
): Promise<TResult<TWithdrawal>> {
  const call = idempotentCallOf(deps, input, 'WithdrawRequest/Create');
  const result = await idempotent(deps.db, call, (tx) =>
    createIn(tx, input.session.userId, input.body, call.at),
  );
  if (!result.ok) await countWrongGuess(deps.db, input.session.userId, result, call.at);
  return result;
}
