import { deriveAddress, validateAddress } from '@lottery/chains';
import { depositOrderNo } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';
import { sandboxRateAt } from '../../payment-sandbox/chain/sandbox-rate.ts';
import { rateText, usdtMicroFor } from './rate-adapter.ts';
import {
  adapterOf,
  mine,
  openUsdtOrder,
  orderState,
  seedUsdt,
  sendUsdt,
  walletOf,
  watcherOf,
} from './usdt-test-fixtures.ts';
import { readChainSetting } from './usdt-settings.ts';
import { compareRecords } from '../../reconciliation/compare-records.ts';
import { chainSources } from './chain-reconciliation-source.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
beforeAll(() => seedUsdt(t));

/** A new player's opened order; fails the test when the kind refused. */
async function opened(chain: 'TRC20' | 'ERC20' | 'BSC' | 'TON' | 'SOL', amount = 723_146n) {
  const { userId } = await t.createAccount();
  const result = await openUsdtOrder(t, userId, chain, amount);
  if (!result.opened.ok) throw new Error(`open refused: ${result.opened.error}`);
  return { userId, order: result.order, opening: result.opened.value };
}

describe('USDT deposit addresses', () => {
  it('gives each player an address of their own, the same on every order, derived from the xpub', async () => {
    const { userId, order, opening } = await opened('TRC20');
    const other = await opened('TRC20');
    expect(opening.address).not.toBe(other.opening.address);
    expect(validateAddress('TRC20', opening.address ?? '').ok).toBe(true);
    const [indexRow] = await t.db.query<{ derivation_index: number }>(
      'SELECT derivation_index FROM usdt_address_indexes WHERE user_id = $1',
      [userId],
    );
    const { xpub } = await readChainSetting(t.db, 'TRC20');
    expect(deriveAddress('TRC20', xpub ?? '', indexRow?.derivation_index ?? -1)).toEqual({
      ok: true,
      address: opening.address,
    });
    // The next order of the same player (after this one ends) pays the same address.
    await t.db.query('UPDATE deposit_orders SET state = 2, decided_at = 1 WHERE id = $1', [
      order.id,
    ]);
    const again = await openUsdtOrder(t, userId, 'TRC20', 100_000n);
    expect(again.opened.ok && again.opened.value.address).toBe(opening.address);
    // ERC20 and BSC share the address space: the player's EVM address is one, EIP-55 spelt.
    await t.db.query('UPDATE deposit_orders SET state = 2, decided_at = 1 WHERE user_id = $1', [
      userId,
    ]);
    const evm = await openUsdtOrder(t, userId, 'ERC20', 100_000n);
    expect(evm.opened.ok && validateAddress('ERC20', evm.opened.value.address ?? '')).toMatchObject(
      { ok: true },
    );
  });

  it('takes TON and SOL on the shared address with the order number as memo', async () => {
    const ton = await opened('TON');
    expect(ton.opening).toMatchObject({
      address: 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF',
      memo: depositOrderNo(ton.order.id),
      instructions: { Kind: 'address', Chain: 'TON', Memo: depositOrderNo(ton.order.id) },
    });
    const sol = await opened('SOL');
    expect(sol.opening.instructions).toMatchObject({
      Chain: 'SOL',
      Memo: depositOrderNo(sol.order.id),
    });
    expect(
      sol.opening.instructions.Kind === 'address' && sol.opening.instructions.QrText,
    ).toContain(`memo=${depositOrderNo(sol.order.id)}`);
  });
});

describe('the rate snapshot', () => {
  it('snapshots the source rate, rounds the USDT up and locks it for the set time', async () => {
    const now = t.clock.now();
    const { opening } = await opened('TRC20', 1_000_000n);
    const rate = sandboxRateAt(now);
    expect(opening).toMatchObject({
      rate: rateText(rate),
      rateLockedUntil: now + 900_000,
      expiresAt: now + 900_000,
    });
    const micro = usdtMicroFor(1_000_000n, rate);
    expect(opening.instructions).toMatchObject({ Kind: 'address', Rate: rateText(rate) });
    expect(opening.cryptoAmount).toBe(
      `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`.replace(
        /\.?0+$/,
        '',
      ),
    );
  });

  it('refuses the order with "failed to get exchange rate" when the source fails', async () => {
    const faults = await t.call('POST', '/api/Sandbox/Rate/Faults', { body: { Failures: 1 } });
    expect(faults.statusCode).toBe(200);
    const { userId } = await t.createAccount();
    const refused = await openUsdtOrder(t, userId, 'TRC20', 500_000n);
    expect(refused.opened).toMatchObject({ ok: false, error: 'DepositRateUnavailable' });
    await t.db.query('UPDATE deposit_orders SET state = 2, decided_at = 1 WHERE user_id = $1', [
      userId,
    ]);
    expect((await openUsdtOrder(t, userId, 'TRC20', 500_000n)).opened.ok).toBe(true);
  });
});

describe('the chain watcher', () => {
  it('credits after the confirmations, exactly once however many watchers run', async () => {
    const { userId, order, opening } = await opened('TRC20');
    await sendUsdt(t, 'TRC20', {
      ToAddress: opening.address ?? '',
      Amount: opening.cryptoAmount ?? '',
    });
    mine(t, 10);
    expect(await watcherOf(t).tick()).toMatchObject({ recorded: 1, credited: 0 });
    expect(await walletOf(t, userId)).toBe(0n);
    mine(t, 10);
    const tallies = await Promise.all([
      watcherOf(t).tick(),
      watcherOf(t).tick(),
      watcherOf(t).tick(),
    ]);
    expect(tallies.reduce((sum, tally) => sum + tally.credited, 0)).toBe(1);
    expect(await walletOf(t, userId)).toBe(723_146n);
    expect(await orderState(t, order.id)).toMatchObject({ state: 1, review: false });
    expect(await watcherOf(t).tick()).toMatchObject({ credited: 0 });
    expect(await walletOf(t, userId)).toBe(723_146n);
  });

  it.runIf(onPostgres)('credits once when watchers on separate connections race', async () => {
    const { userId, opening } = await opened('BSC');
    await sendUsdt(t, 'BSC', {
      ToAddress: opening.address ?? '',
      Amount: opening.cryptoAmount ?? '',
    });
    mine(t, 20);
    const tallies = await Promise.all(Array.from({ length: 8 }, () => watcherOf(t).tick()));
    expect(tallies.reduce((sum, tally) => sum + tally.credited, 0)).toBe(1);
    expect(await walletOf(t, userId)).toBe(723_146n);
  });

  it('credits nothing for a transfer re-organised away before its confirmations; the order stays open', async () => {
    const { userId, order, opening } = await opened('TRC20');
    await sendUsdt(t, 'TRC20', {
      ToAddress: opening.address ?? '',
      Amount: opening.cryptoAmount ?? '',
    });
    mine(t, 5);
    expect(await watcherOf(t).tick()).toMatchObject({ recorded: 1 });
    const reorg = await t.call('POST', '/api/Sandbox/Chain/TRC20/Reorg', { body: { Blocks: 8 } });
    expect(reorg.json()).toMatchObject({ Chain: 'TRC20', Dropped: 1 });
    mine(t, 30);
    expect(await watcherOf(t).tick()).toMatchObject({ dropped: 1, credited: 0 });
    expect(await walletOf(t, userId)).toBe(0n);
    expect(await orderState(t, order.id)).toMatchObject({ state: 0, review: false });
  });

  it('moves past blocks that carry nothing for us, so that the next tick reads only new ones', async () => {
    const cursor = async () => {
      const [row] = await t.db.query<{ height: string }>(
        `SELECT height::text FROM usdt_chain_cursors WHERE chain = 'TRC20'`,
      );
      return Number(row?.height);
    };
    await watcherOf(t).tick();
    mine(t, 7);
    await watcherOf(t).tick();
    const head = await adapterOf(t).head('TRC20');
    expect(head).toBeGreaterThanOrEqual(7);
    expect(await cursor()).toBe(head);
    mine(t, 3);
    expect(await watcherOf(t).tick()).toMatchObject({ recorded: 0 });
    expect(await cursor()).toBe(head + 3);
  });

  it('sends a wrong amount to finance review and credits nothing', async () => {
    const { userId, order, opening } = await opened('ERC20');
    await sendUsdt(t, 'ERC20', { ToAddress: opening.address ?? '', Amount: '50' });
    mine(t, 13);
    expect(await watcherOf(t).tick()).toMatchObject({ review: 1, credited: 0 });
    expect(await walletOf(t, userId)).toBe(0n);
    const state = await orderState(t, order.id);
    expect(state).toMatchObject({ state: 0, review: true });
    expect(state?.review_reason).toContain('50 USDT received');
  });

  it('matches TON and SOL payments by memo and lists a memo nobody ordered as unmatched', async () => {
    const first = await opened('TON', 100_000n);
    const second = await opened('TON', 200_000n);
    const sol = await opened('SOL', 300_000n);
    for (const { opening } of [second, first]) {
      await sendUsdt(t, 'TON', {
        ToAddress: opening.address ?? '',
        Amount: opening.cryptoAmount ?? '',
        Memo: opening.memo ?? '',
      });
    }
    await sendUsdt(t, 'TON', {
      ToAddress: first.opening.address ?? '',
      Amount: '5',
      Memo: 'nobody',
    });
    await sendUsdt(t, 'SOL', {
      ToAddress: sol.opening.address ?? '',
      Amount: sol.opening.cryptoAmount ?? '',
      Memo: sol.opening.memo ?? '',
    });
    mine(t, 40);
    expect(await watcherOf(t).tick()).toMatchObject({ credited: 3, unmatched: 1 });
    expect(await walletOf(t, first.userId)).toBe(100_000n);
    expect(await walletOf(t, second.userId)).toBe(200_000n);
    expect(await walletOf(t, sol.userId)).toBe(300_000n);
    const finance = await t.adminToken('finance');
    const list = await t.call('GET', '/api/Admin/Usdt/Transfers?State=unmatched&Chain=TON', {
      token: finance,
    });
    expect(list.json()).toMatchObject({
      Transfers: [{ Memo: 'nobody', Amount: '5', State: 'unmatched' }],
    });
  });
});

describe('the chain as a reconciliation source', () => {
  it('pairs credited transfers with the ledger and lists a transfer nobody credited', async () => {
    const from = t.clock.now();
    const { opening } = await opened('TRC20', 500_000n);
    const paid = await sendUsdt(t, 'TRC20', {
      ToAddress: opening.address ?? '',
      Amount: opening.cryptoAmount ?? '',
    });
    const stray = await sendUsdt(t, 'TRC20', { ToAddress: opening.address ?? '', Amount: '3' });
    mine(t, 25);
    await watcherOf(t).tick();
    const [source] = (await chainSources({ db: t.db, chainAdapter: adapterOf(t) })).filter(
      (candidate) => candidate.name === 'chain:TRC20',
    );
    if (!source) throw new Error('no TRC20 source');
    const to = t.clock.now();
    const comparison = compareRecords(
      await source.listRecords(from, to),
      await source.listOurRecords(t.db, from, to),
    );
    expect(comparison.matched).toBe(1);
    expect(comparison.differences).toEqual([
      expect.objectContaining({ kind: 'missingOurs', externalRef: stray.TxId, theirAmount: 3000n }),
    ]);
    expect(paid.TxId).not.toBe(stray.TxId);
  });
});
