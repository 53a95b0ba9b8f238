import { cashFlowTypes } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { unwrap } from '../../platform/result.ts';
import { balanceOf, post } from './ledger.ts';

/** Thousandths of the currency unit (SPEC §9 precision 3). */
export type TMoney = bigint & { readonly __brand: 'Money' };

export const money = (thousandths: bigint | number): TMoney => BigInt(thousandths) as TMoney;

/** Every account gets its wallet (its ledger player account) in the transaction creating it. */
export async function openWallet(tx: TQueryable, userId: number): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (user_id, kind) VALUES ($1, 'player') ON CONFLICT DO NOTHING`,
    [userId],
  );
}

export async function walletBalance(db: TQueryable, userId: number): Promise<TMoney> {
  return money(await balanceOf(db, { userId, kind: 'player' }));
}

/** The opening balance of a fresh demo account (none for 0): demo money from the house, through the ledger. */
export async function fundDemoWallet(
  tx: TQueryable,
  userId: number,
  amount: TMoney,
  at: number,
): Promise<void> {
  if (amount === 0n) return;
  unwrap(
    await post(tx, {
      kind: 'demo_funding',
      reference: `user:${userId}`,
      at,
      postings: [
        { account: { userId, kind: 'player' }, amount, cashFlowType: cashFlowTypes.demoFunding },
        { account: 'house', amount: -amount },
      ],
    }),
  );
}
