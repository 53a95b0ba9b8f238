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
import { expectAudited } from './expect-audited.ts';
import type { TTestApp } from './test-app.ts';

/** finance's bank channel form as the console sends it (DepositChannels/Save), with overrides. */
export const bankChannelForm = (overrides: Record<string, unknown> = {}) => ({
  Type: 1,
  Chain: null,
  Name: 'ICBC transfer',
  MinAmount: 100,
  MaxAmount: 50_000,
  OpenFrom: null,
  OpenTo: null,
  ChargeKind: 'none',
  ChargeRateBps: 0,
  ChargeFixed: 0,
  ChargeCap: null,
  TurnoverPercent: 100,
  VipLevels: [],
  AgentLoginIds: [],
  Enabled: true,
  SortOrder: 0,
  BankName: 'ICBC',
  BankAccountName: 'Lottery Ltd',
  BankAccountNumber: '6222 0000 1111 2222',
  BankBranch: 'Shanghai',
  AddMatchingThousandths: false,
  ExpiryMinutes: 30,
  Settings: {},
  ...overrides,
});

/** Saves a new bank channel through the console as finance, checking its audit row. */
export async function saveBankChannel(
  t: TTestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ Id: number; RequiresBoundCard: boolean }> {
  const response = await expectAudited(t, 'POST /api/Admin/DepositChannels/Save', {
    token: await t.adminToken('finance'),
    body: bankChannelForm(overrides),
    action: 'finance.depositChannel.create',
    targetType: 'deposit_channel',
  });
  return response.json();
}

export const newDepositKey = () => `deposit-${crypto.randomUUID()}`;

/** A player's DepositRequest/Create, with a fresh idempotency key unless one is given. */
export const createDeposit = (
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
  key = newDepositKey(),
) =>
  t.call('POST', '/api/DepositRequest/Create', {
    token,
    body,
    headers: { 'idempotency-key': key },
  });

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
