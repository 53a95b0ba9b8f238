import { cashFlowTypes, type TBonusGrantSource } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { post } from '../wallet/ledger.ts';
import { lockBonusWallet } from './bonus-lock.ts';

/** The largest turnover multiple a grant may ask for (operators use 1× to 50×). */
export const maxTurnoverMultiple = 100;

export interface TGrantBonusOptions {
  userId: number;
  /** Thousandths, positive. */
  amount: bigint;
  /** The turnover the grant needs is amount × turnoverMultiple (0: released at the next run). */
  turnoverMultiple: number;
  expiresAt: number;
  source: TBonusGrantSource;
  /** Idempotency: one grant per reference (e.g. `activity:12:user:7:period:2026-11`). */
  reference: string;
  /** The statement line of the bonus account; the caller's own type (5xx) or bonusGrant. */
  cashFlowType?: number;
  /** Now, in epoch milliseconds (the caller's clock). */
  at: number;
}

export interface TGranted {
  grantId: string;
  /** False when the reference had already granted this bonus (a retry). */
  isNew: boolean;
  /** The ledger transaction of a new grant (null on a retry). */
  transactionId: bigint | null;
}

/**
 * Puts a bonus into the player's bonus wallet: a grant row with its turnover condition and, in
 * the same transaction (the caller's), the ledger transaction from the house to the player's
 * bonus account. Idempotent by reference: a repeat answers the first grant; the reference with
 * a different grant is refused (BonusReferenceReused). Other modules call this.
 */
export async function grantBonus(
  tx: TQueryable,
  options: TGrantBonusOptions,
): Promise<TResult<TGranted>> {
  const { userId, amount, turnoverMultiple, expiresAt, source, reference, at } = options;
  if (amount <= 0n) return fail('BonusAmountInvalid');
  if (
    !Number.isInteger(turnoverMultiple) ||
    turnoverMultiple < 0 ||
    turnoverMultiple > maxTurnoverMultiple
  )
    return fail('BonusTurnoverMultipleInvalid', { max: maxTurnoverMultiple });
  if (expiresAt <= at) return fail('BonusExpiryInvalid', { maxDays: 365 });
  const cashFlowType = options.cashFlowType ?? cashFlowTypes.bonusGrant;
  await lockBonusWallet(tx, userId);
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO bonus_grants (user_id, amount, turnover_multiple, turnover_required, source,
                               reference, cash_flow_type, granted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (reference) DO NOTHING RETURNING id::text`,
    [
      userId,
      amount,
      turnoverMultiple,
      amount * BigInt(turnoverMultiple),
      source,
      reference,
      cashFlowType,
      at,
      expiresAt,
    ],
  );
  if (!inserted) {
    const [existing] = await tx.query<{ id: string; user_id: number; amount: bigint }>(
      `SELECT id::text, user_id, amount FROM bonus_grants WHERE reference = $1`,
      [reference],
    );
    if (!existing) throw new Error(`bonus grant ${reference} vanished`);
    const isSame = existing.user_id === userId && BigInt(existing.amount) === amount;
    return isSame
      ? succeed({ grantId: existing.id, isNew: false, transactionId: null })
      : fail('BonusReferenceReused');
  }
  const posted = await post(tx, {
    kind: 'bonus_grant',
    reference: `bonus-grant:${inserted.id}`,
    at,
    postings: [
      { account: 'house', amount: -amount },
      {
        account: { userId, kind: 'bonus' },
        amount,
        cashFlowType,
        memo: `bonus:${inserted.id}`,
      },
    ],
  });
  // Only a debit can be refused, and the house may go below zero.
  if (!posted.ok) throw new Error(`bonus grant ${inserted.id}: ${posted.error}`);
  return succeed({
    grantId: inserted.id,
    isNew: true,
    transactionId: posted.value.transactionId,
  });
}
