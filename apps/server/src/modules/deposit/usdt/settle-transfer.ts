import { depositStates, depositTypes, parseUsdtMicro, usdtMicroToText } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import { creditDeposit, flagDepositForReview } from '../credit-deposit.ts';

/** A pending transfer with enough confirmations, as settle-transfer reads it. */
export interface TConfirmedTransfer {
  id: bigint;
  chain: string;
  txId: string;
  toAddress: string;
  memo: string | null;
  amountMicro: bigint;
  blockAt: number;
  shared: boolean;
}

interface TOrderMatch {
  id: bigint;
  state: number;
  amount: bigint;
  crypto_amount: string | null;
  rate: string | null;
  rate_locked_until: string | null;
}

export type TSettlement = 'credited' | 'review' | 'unmatched';

/** The order a transfer pays: by the player's own address, or by the memo on a shared one. */
async function matchOrder(tx: TQueryable, transfer: TConfirmedTransfer) {
  const [order] = await tx.query<TOrderMatch>(
    `SELECT id, state, amount, crypto_amount::text, rate::text, rate_locked_until::text
       FROM deposit_orders
      WHERE type = $1 AND chain = $2 AND address = $3 AND created_at <= $4
        AND ($5::boolean IS FALSE OR memo = $6)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [
      depositTypes.usdt,
      transfer.chain,
      transfer.toAddress,
      transfer.blockAt,
      transfer.shared,
      transfer.memo,
    ],
  );
  return order ?? null;
}

/** USDT received, in thousandths of the currency at the order's rate (what finance reviews). */
function currencyOf(amountMicro: bigint, rate: string | null): bigint | undefined {
  if (!rate) return undefined;
  const [units = '0', fraction = ''] = rate.split('.');
  const rate8 = BigInt(units) * 10n ** 8n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  const thousandths = (amountMicro * rate8) / 10n ** 11n;
  return thousandths > 0n ? thousandths : undefined;
}

async function decide(
  tx: TQueryable,
  transfer: TConfirmedTransfer,
  now: number,
): Promise<{ settlement: TSettlement; orderId: bigint | null }> {
  const order = await matchOrder(tx, transfer);
  if (!order || order.state === depositStates.confirm)
    return { settlement: 'unmatched', orderId: null };
  const expected = order.crypto_amount === null ? null : parseUsdtMicro(order.crypto_amount);
  const isOpen = order.state === depositStates.waiting || order.state === depositStates.createOrder;
  const inTime =
    order.rate_locked_until !== null && transfer.blockAt <= Number(order.rate_locked_until);
  if (isOpen && inTime && expected === transfer.amountMicro) {
    const credited = await creditDeposit(tx, {
      orderId: order.id,
      receivedAmount: BigInt(order.amount),
      externalRef: transfer.txId,
      now,
      by: 'chain',
    });
    if (credited.ok) return { settlement: 'credited', orderId: order.id };
  }
  const received = usdtMicroToText(transfer.amountMicro);
  const reason =
    expected !== transfer.amountMicro
      ? `amount: ${received} USDT received, ${order.crypto_amount ?? '?'} expected`
      : `late: ${received} USDT arrived after the rate lock or the order's end`;
  const receivedAmount = currencyOf(transfer.amountMicro, order.rate);
  const flagged = await flagDepositForReview(tx, {
    orderId: order.id,
    reason,
    ...(receivedAmount ? { receivedAmount } : {}),
    externalRef: transfer.txId,
    now,
  });
  return flagged.ok
    ? { settlement: 'review', orderId: order.id }
    : { settlement: 'unmatched', orderId: null };
}

/**
 * Settles one confirmed transfer exactly once: the transfer's row lock and its pending state are
 * the guard (a second watcher, here or on another instance, waits, then finds it settled), and the
 * credit, the review flag and the transfer's new state commit together.
 */
export async function settleTransfer(
  db: TDatabase,
  transfer: TConfirmedTransfer,
  now: number,
): Promise<TSettlement | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.query(
      `SELECT id FROM usdt_chain_transfers WHERE id = $1 AND state = 'pending' FOR UPDATE`,
      [transfer.id],
    );
    if (locked.length === 0) return null;
    const { settlement, orderId } = await decide(tx, transfer, now);
    await tx.query(
      `UPDATE usdt_chain_transfers SET state = $2, order_id = $3, decided_at = $4 WHERE id = $1`,
      [transfer.id, settlement, orderId, now],
    );
    return settlement;
  });
}
