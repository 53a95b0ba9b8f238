import { depositTypes, type TUsdtChain } from '@lottery/contracts';
import { expect } from 'vitest';
import { channelColumns, toChannel, type TDepositChannelRow } from '../deposit-channel-row.ts';
import { insertWaitingOrder } from '../../../test-support/deposit-fixtures.ts';
import type { TTestApp } from '../../../test-support/test-app.ts';
import { sandboxChainAdapter } from '../../payment-sandbox/chain/sandbox-chain-adapter.ts';
import { defaultSandboxBlockMs } from '../../payment-sandbox/chain/sandbox-chain-books.ts';
import { sandboxRateAdapter } from '../../payment-sandbox/chain/sandbox-rate.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { createChainWatcher } from './chain-watcher.ts';
import { seedUsdtDemo } from './seed-usdt-demo.ts';
import { usdtDepositKind } from './usdt-deposit-kind.ts';

/** The demo's keys, addresses and USDT channels (seed-usdt-demo.ts), once per test file. */
export const seedUsdt = (t: TTestApp) => t.db.transaction((tx) => seedUsdtDemo(tx, t.clock.now()));

export async function usdtChannel(t: TTestApp, chain: TUsdtChain) {
  const [row] = await t.db.query<TDepositChannelRow>(
    `SELECT ${channelColumns} FROM deposit_channels c WHERE c.type = $1 AND c.chain = $2`,
    [depositTypes.usdt, chain],
  );
  if (!row) throw new Error(`no ${chain} channel: seedUsdt first`);
  return toChannel(row);
}

export const usdtKind = (t: TTestApp) =>
  usdtDepositKind({ db: t.db, usdtRates: sandboxRateAdapter(t) });

/**
 * A player's USDT order, opened: the order is written as waiting, the kind's open() asked, and
 * its answer stored on the order, as the deposit request does in its second transaction.
 */
export async function openUsdtOrder(
  t: TTestApp,
  userId: number,
  chain: TUsdtChain,
  amount: bigint,
) {
  const channel = await usdtChannel(t, chain);
  const now = t.clock.now();
  const order = await insertWaitingOrder(t.db, { userId, channel, amount, now });
  const opened = await usdtKind(t).open({ order, channel, now });
  if (!opened.ok) return { order, opened };
  const o = opened.value;
  await t.db.query(
    `UPDATE deposit_orders SET instructions = $2, address = $3, memo = $4, crypto_amount = $5,
            rate = $6, rate_locked_until = $7, expires_at = $8 WHERE id = $1`,
    [
      order.id,
      o.instructions,
      o.address,
      o.memo ?? null,
      o.cryptoAmount,
      o.rate,
      o.rateLockedUntil,
      o.expiresAt,
    ],
  );
  return { order, opened };
}

export const adapterOf = (t: TTestApp) =>
  sandboxChainAdapter({ db: t.db, clock: t.clock, blockMs: defaultSandboxBlockMs });

export const watcherOf = (t: TTestApp) =>
  createChainWatcher({ db: t.db, clock: t.clock, adapter: adapterOf(t) });

/** Lets `blocks` sandbox blocks pass. */
export const mine = (t: TTestApp, blocks: number) =>
  t.clock.advance(blocks * defaultSandboxBlockMs);

export async function sendUsdt(
  t: TTestApp,
  chain: TUsdtChain,
  transfer: { ToAddress: string; Amount: string; Memo?: string },
) {
  const response = await t.call('POST', `/api/Sandbox/Chain/${chain}/Transfer`, { body: transfer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ TxId: string; BlockHeight: number }>();
}

export const walletOf = (t: TTestApp, userId: number) =>
  balanceOf(t.db, { userId, kind: 'player' });

export async function orderState(t: TTestApp, orderId: bigint) {
  const [row] = await t.db.query<{ state: number; review: boolean; review_reason: string | null }>(
    `SELECT state, review, review_reason FROM deposit_orders WHERE id = $1`,
    [orderId],
  );
  return row;
}
