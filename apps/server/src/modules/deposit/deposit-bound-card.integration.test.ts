import { errorCatalogue } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createDeposit, saveBankChannel } from '../../test-support/deposit-fixtures.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { fundPassword, withdrawPlayer } from '../withdraw/withdraw-test-fixtures.ts';

const t = useTestApp();

const saveChannel = (requiresBoundCard?: boolean) =>
  saveBankChannel(
    t,
    requiresBoundCard === undefined ? {} : { RequiresBoundCard: requiresBoundCard },
  );

const create = (token: string, channelId: number) =>
  createDeposit(t, token, { ChannelId: channelId, Amount: 500, DepositorName: '张三' });

const ordersOf = async (userId: number) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposit_orders WHERE user_id = $1',
      [userId],
    )
  )[0]?.n;

const { code: noCardCode, status: noCardStatus } = errorCatalogue.DepositNoBankCard;

describe('a deposit channel that requires a bound bank card (7106)', () => {
  it('is off unless finance turns it on, and the console shows the setting', async () => {
    const plain = await saveChannel();
    expect(plain.RequiresBoundCard).toBe(false);
    const strict = await saveChannel(true);
    expect(strict.RequiresBoundCard).toBe(true);
    const list = await t.call('GET', '/api/Admin/DepositChannels', {
      token: await t.adminToken('finance'),
    });
    const listed = list.json().Channels.find((channel: { Id: number }) => channel.Id === strict.Id);
    expect(listed.RequiresBoundCard).toBe(true);

    const account = await t.createAccount();
    const token = await t.login(account.loginId);
    const created = await create(token, plain.Id);
    expect(created.statusCode, created.body).toBe(200);
  });

  it('refuses a player without a card, writing nothing, and serves one who has bound a card', async () => {
    const { Id: channelId } = await saveChannel(true);
    const account = await t.createAccount();
    const token = await t.login(account.loginId);

    const refused = await create(token, channelId);
    expect(refused.statusCode, refused.body).toBe(noCardStatus);
    expect(refused.json().Code).toBe(noCardCode);
    expect(await ordersOf(account.userId)).toBe(0);

    const holder = await withdrawPlayer(t, 0n);
    const created = await create(holder.token, channelId);
    expect(created.statusCode, created.body).toBe(200);
    expect(await ordersOf(holder.userId)).toBe(1);
  });

  it('counts neither a USDT address nor a removed card as a bound card', async () => {
    const { Id: channelId } = await saveChannel(true);
    const holder = await withdrawPlayer(t, 0n);
    const address = await t.call('POST', '/api/WithdrawRequest/BindUsdtAddress', {
      token: holder.token,
      body: {
        Chain: 'TRC20',
        Address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        FundPassword: fundPassword,
      },
    });
    expect(address.statusCode, address.body).toBe(200);
    await t.db.query('UPDATE payout_accounts SET removed_at = 1 WHERE id = $1', [holder.cardId]);

    const refused = await create(holder.token, channelId);
    expect(refused.json().Code).toBe(noCardCode);
    expect(await ordersOf(holder.userId)).toBe(0);
  });

  it('checks the card after the amount: an amount out of range is still that refusal', async () => {
    const { Id: channelId } = await saveChannel(true);
    const account = await t.createAccount();
    const token = await t.login(account.loginId);
    const outOfRange = await t.call('POST', '/api/DepositRequest/Create', {
      token,
      body: { ChannelId: channelId, Amount: 1, DepositorName: '张三' },
      headers: { 'idempotency-key': `bound-card-${crypto.randomUUID()}` },
    });
    expect(outOfRange.json().Code).toBe(errorCatalogue.DepositAmountOutOfRange.code);
  });
});
