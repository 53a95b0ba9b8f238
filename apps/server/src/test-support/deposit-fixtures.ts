import { depositTypes } from '@lottery/contracts';
import type { TDatabase } from '../db/database.ts';
import {
  channelColumns,
  toChannel,
  type TDepositChannel,
  type TDepositChannelRow,
} from '../modules/deposit/deposit-channel-row.ts';
import type { TDepositOrder } from '../modules/deposit/deposit-order-row.ts';
import { insertDepositOrder } from '../modules/deposit/insert-deposit-order.ts';

/** A bank channel written straight to the table (what finance's channel form saves). */
export async function insertBankChannel(
  db: TDatabase,
  now: number,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<TDepositChannel> {
  const values: Record<string, unknown> = {
    type: depositTypes.bank,
    name: 'Test bank',
    min_amount: 100_000n,
    max_amount: 50_000_000n,
    bank_name: 'Test Bank',
    bank_account_name: 'Lottery Ltd',
    bank_account_number: '6222000011112222',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  const columns = Object.keys(values);
  const [row] = await db.query<TDepositChannelRow>(
    `INSERT INTO deposit_channels AS c (${columns.join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
     RETURNING ${channelColumns}`,
    Object.values(values),
  );
  if (!row) throw new Error('channel not written');
  return toChannel(row);
}

/** An order of `amount` on the channel, opened (waiting) as if the channel had answered. */
export async function insertWaitingOrder(
  db: TDatabase,
  order: { userId: number; channel: TDepositChannel; amount: bigint; now: number },
): Promise<TDepositOrder> {
  const inserted = await db.transaction((tx) =>
    insertDepositOrder(tx, { ...order, depositorName: 'Zhang San' }),
  );
  if (!inserted) throw new Error(`user ${order.userId} has an unfinished order`);
  await db.query('UPDATE deposit_orders SET state = 0 WHERE id = $1', [inserted.id]);
  return { ...inserted, state: 0 };
}
