import { errorCatalogue, type TErrorName } from '@lottery/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import {
  bankChannelForm,
  createDeposit,
  newDepositKey,
  saveBankChannel,
} from '../../test-support/deposit-fixtures.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { minuteOfDay } from './channel-hours.ts';
import { createDepositExpiry } from './deposit-expiry.ts';

const t = useTestApp();

const saveChannel = async (overrides: Record<string, unknown> = {}) =>
  (await saveBankChannel(t, overrides)).Id;

async function player() {
  const account = await t.createAccount();
  return { ...account, token: await t.login(account.loginId) };
}

const create = (token: string, body: Record<string, unknown>, key?: string) =>
  createDeposit(t, token, body, key);

function expectRefusal(response: LightMyRequestResponse, name: TErrorName) {
  const { code, status } = errorCatalogue[name];
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().Code).toBe(code);
}

describe('the player’s deposit routes', () => {
  it('opens a bank order, shows it, lists it and lets the player cancel it', async () => {
    const channelId = await saveChannel();
    const { token } = await player();
    const init = await t.call('POST', '/api/DepositRequest/InitDepositData', { token });
    expect(init.statusCode, init.body).toBe(200);
    const offer = init.json().Types.find((type: { Type: number }) => type.Type === 1);
    expect(offer.Channels.map((c: { Id: number }) => c.Id)).toContain(channelId);
    expect(init.json().PendingOrder).toBeNull();

    const key = newDepositKey();
    const created = await create(
      token,
      { ChannelId: channelId, Amount: 500, DepositorName: '张三' },
      key,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      State: 0,
      Amount: 500,
      ChannelName: 'ICBC transfer',
      Instructions: {
        Kind: 'bank',
        BankName: 'ICBC',
        AccountName: 'Lottery Ltd',
        AccountNumber: '6222 0000 1111 2222',
        Branch: 'Shanghai',
        Amount: 500,
      },
    });
    const orderNo = created.json().OrderNo as string;
    // A retry with the key replays the order; a new request meets the unfinished one.
    const replay = await create(
      token,
      { ChannelId: channelId, Amount: 500, DepositorName: '张三' },
      key,
    );
    expect(replay.json().OrderNo).toBe(orderNo);
    expectRefusal(
      await create(token, { ChannelId: channelId, Amount: 600, DepositorName: '张三' }),
      'DepositStillPending',
    );

    const got = await t.call('POST', '/api/DepositRequest/GetOrder', {
      token,
      body: { OrderNo: orderNo },
    });
    expect(got.json().ExpiresAt).toBe(t.clock.now() + 30 * 60_000);
    const other = await player();
    expectRefusal(
      await t.call('POST', '/api/DepositRequest/GetOrder', {
        token: other.token,
        body: { OrderNo: orderNo },
      }),
      'DepositOrderNotFound',
    );
    const pending = await t.call('POST', '/api/DepositRequest/InitDepositData', { token });
    expect(pending.json().PendingOrder.OrderNo).toBe(orderNo);

    const cancelled = await t.call('POST', '/api/DepositRequest/Cancel', {
      token,
      body: { OrderNo: orderNo },
    });
    expect(cancelled.json()).toMatchObject({ State: 2 });
    expectRefusal(
      await t.call('POST', '/api/DepositRequest/Cancel', { token, body: { OrderNo: orderNo } }),
      'DepositOrderNotCancellable',
    );
    const today = new Date(t.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const records = await t.call('POST', '/api/DepositRecord/Search', {
      token,
      body: { StartDate: today, EndDate: today, State: 2 },
    });
    expect(records.json()).toMatchObject({
      TotalCount: 1,
      Items: [{ OrderNo: orderNo, State: 2 }],
    });
  });

  it('answers each of SPEC §8’s deposit refusals with its code', async () => {
    const minute = minuteOfDay(t.clock.now(), 'Asia/Shanghai');
    const clock = (m: number) =>
      `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const open = await saveChannel({ Settings: { allowedBanks: ['ICBC', 'CCB'] } });
    const closed = await saveChannel({
      OpenFrom: clock((minute + 60) % 1440),
      OpenTo: clock((minute + 120) % 1440),
    });
    const disabled = await saveChannel({ Enabled: false });
    const { userId, token } = await player();
    const body = { ChannelId: open, Amount: 500, DepositorName: '张三', DepositorBank: 'ICBC' };

    expectRefusal(await create(token, { ...body, Amount: 99.999 }), 'DepositAmountOutOfRange');
    expectRefusal(await create(token, { ...body, Amount: 50_000.001 }), 'DepositAmountOutOfRange');
    expectRefusal(await create(token, { ...body, DepositorName: '' }), 'DepositorNameRequired');
    expectRefusal(await create(token, { ...body, DepositorBank: 'ABC' }), 'DepositBankDisallowed');
    expectRefusal(await create(token, { ...body, ChannelId: closed }), 'DepositChannelClosed');
    expectRefusal(await create(token, { ...body, ChannelId: disabled }), 'DepositChannelDisabled');
    await t.db.query('UPDATE users SET state_flags = state_flags | 8 WHERE id = $1', [userId]);
    expectRefusal(await create(token, body), 'DepositDisabled');
    const init = await t.call('POST', '/api/DepositRequest/InitDepositData', { token });
    expect(init.json().DepositDisabled).toBe(true);
    // Nothing was written by any refusal.
    const [orders] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposit_orders WHERE user_id = $1',
      [userId],
    );
    expect(orders?.n).toBe(0);
  });

  it('shows a channel only to its VIP levels and to its agents’ whole teams', async () => {
    const agent = await t.createAccount({ role: 'agent' });
    const subAgent = await t.createAccount({ role: 'agent', parentId: agent.userId });
    const teamPlayer = await t.createAccount({ parentId: subAgent.userId });
    const outsider = await t.createAccount();
    const vipPlayer = await t.createAccount();
    await t.db.query(`INSERT INTO account_vip (user_id, level, updated_at) VALUES ($1, 3, now())`, [
      vipPlayer.userId,
    ]);
    const teamChannel = await saveChannel({ AgentLoginIds: [agent.loginId] });
    const vipChannel = await saveChannel({ VipLevels: [3, 4] });
    const sees = async (loginId: string) => {
      const token = await t.login(loginId);
      const init = await t.call('POST', '/api/DepositRequest/InitDepositData', { token });
      return init
        .json()
        .Types.flatMap((type: { Channels: { Id: number }[] }) => type.Channels.map((c) => c.Id))
        .filter((id: number) => id === teamChannel || id === vipChannel);
    };
    expect(await sees(teamPlayer.loginId)).toEqual([teamChannel]);
    expect(await sees(agent.loginId)).toEqual([teamChannel]);
    expect(await sees(outsider.loginId)).toEqual([]);
    expect(await sees(vipPlayer.loginId)).toEqual([vipChannel]);
    const token = await t.login(outsider.loginId);
    expectRefusal(
      await create(token, { ChannelId: teamChannel, Amount: 500, DepositorName: '张三' }),
      'DepositChannelDisabled',
    );
  });

  it('adds matching thousandths that no other unfinished order on the channel has', async () => {
    const channelId = await saveChannel({ AddMatchingThousandths: true });
    const amounts = new Set<number>();
    for (let index = 0; index < 5; index += 1) {
      const { token } = await player();
      const created = await create(token, {
        ChannelId: channelId,
        Amount: 1000,
        DepositorName: '李四',
      });
      expect(created.statusCode, created.body).toBe(200);
      const amount = created.json().Amount as number;
      expect(amount).toBeGreaterThan(1000);
      expect(amount).toBeLessThan(1000.1);
      amounts.add(amount);
    }
    expect(amounts.size).toBe(5);
  });

  it('cancels an unpaid order at its expiry, once, and tells the player', async () => {
    const channelId = await saveChannel({ ExpiryMinutes: 5 });
    const { userId, token } = await player();
    const created = await create(token, {
      ChannelId: channelId,
      Amount: 500,
      DepositorName: '王五',
    });
    const expiry = createDepositExpiry({ db: t.db, clock: t.clock });
    t.clock.advance(5 * 60_000 - 1);
    expect(await expiry.tick()).toBe(0);
    t.clock.advance(1);
    expect(await expiry.tick()).toBeGreaterThanOrEqual(1);
    expect(await expiry.tick()).toBe(0);
    const got = await t.call('POST', '/api/DepositRequest/GetOrder', {
      token,
      body: { OrderNo: created.json().OrderNo },
    });
    expect(got.json()).toMatchObject({ State: 2, CancelReason: 'expired unpaid' });
    const notices = await t.db.query<{ event: string }>(
      `SELECT event FROM outbox WHERE target_id = $1`,
      [userId],
    );
    expect(notices.map((row) => row.event)).toEqual(['CancelDepositNotify']);
  });
});

describe('finance’s deposit queue', () => {
  it('finds an order by amount and depositor name, confirms it with what arrived, once', async () => {
    const channelId = await saveChannel({ ChargeKind: 'bonus', ChargeRateBps: 100 });
    const { userId, loginId, token } = await player();
    const created = await create(token, {
      ChannelId: channelId,
      Amount: 1000,
      DepositorName: '赵六',
    });
    const finance = await t.adminToken('finance');
    const found = await t.call(
      'GET',
      `/api/Admin/Deposits?DepositorName=${encodeURIComponent('赵')}&MinAmount=1000&MaxAmount=1000&State=0`,
      {
        token: finance,
      },
    );
    expect(found.statusCode, found.body).toBe(200);
    const [order] = found.json().Orders.filter((o: { UserId: number }) => o.UserId === userId);
    expect(order).toMatchObject({ LoginId: loginId, Amount: 1000, DepositorName: '赵六' });

    await expectAudited(t, 'POST /api/Admin/Deposits/Confirm', {
      token: finance,
      body: { Id: order.Id, ReceivedAmount: 990 },
      action: 'finance.deposit.confirm',
      targetType: 'deposit_order',
      targetId: order.Id,
      after: { state: 'confirm', receivedAmount: '990000', bonus: '9900' },
    });
    expectRefusal(
      await t.call('POST', '/api/Admin/Deposits/Confirm', {
        token: finance,
        body: { Id: order.Id },
      }),
      'DepositOrderDecided',
    );
    const wallet = await t.call('POST', '/api/Wallet/GetWalletAmount', { token });
    expect(wallet.json().WalletAmount).toBe(999.9);
    const detail = await t.call('GET', `/api/Admin/Deposits/Detail?Id=${order.Id}`, {
      token: finance,
    });
    expect(detail.json().RecentMoves.map((m: { CashFlowType: number }) => m.CashFlowType)).toEqual([
      303, 301,
    ]);
    const record = await t.call('POST', '/api/DepositRequest/GetOrder', {
      token,
      body: { OrderNo: created.json().OrderNo },
    });
    expect(record.json()).toMatchObject({ State: 1, ReceivedAmount: 990, Bonus: 9.9 });
  });

  it('cancels with a reason, audited, and the player is told', async () => {
    const channelId = await saveChannel();
    const { userId, token } = await player();
    await create(token, { ChannelId: channelId, Amount: 300, DepositorName: '孙七' });
    const finance = await t.adminToken('finance');
    const [order] = (await t.call('GET', '/api/Admin/Deposits?State=0', { token: finance }))
      .json()
      .Orders.filter((o: { UserId: number }) => o.UserId === userId);
    await expectAudited(t, 'POST /api/Admin/Deposits/Cancel', {
      token: finance,
      body: { Id: order.Id, Reason: 'no transfer arrived' },
      action: 'finance.deposit.cancel',
      targetId: order.Id,
    });
    const [notice] = await t.db.query<{ event: string; payload: { Reason: string } }>(
      `SELECT event, payload FROM outbox WHERE target_id = $1`,
      [userId],
    );
    expect(notice).toMatchObject({
      event: 'CancelDepositNotify',
      payload: { Reason: 'no transfer arrived' },
    });
  });

  it('refuses a channel whose settings break its type’s rules, and lists and changes channels', async () => {
    const finance = await t.adminToken('finance');
    const bad = await t.call('POST', '/api/Admin/DepositChannels/Save', {
      token: finance,
      body: bankChannelForm({ BankAccountNumber: null }),
    });
    expectRefusal(bad, 'DepositChannelInvalid');
    const range = await t.call('POST', '/api/Admin/DepositChannels/Save', {
      token: finance,
      body: bankChannelForm({ MinAmount: 500, MaxAmount: 100 }),
    });
    expectRefusal(range, 'DepositChannelInvalid');
    const id = await saveChannel();
    await expectAudited(t, 'POST /api/Admin/DepositChannels/Save', {
      token: finance,
      body: { ...bankChannelForm({ Name: 'Renamed', Enabled: false }), Id: id },
      action: 'finance.depositChannel.update',
      targetId: id,
      before: { name: 'ICBC transfer' },
      after: { name: 'Renamed', enabled: false },
    });
    const list = await t.call('GET', '/api/Admin/DepositChannels', { token: finance });
    expect(list.json().Channels.find((c: { Id: number }) => c.Id === id)).toMatchObject({
      Name: 'Renamed',
      Enabled: false,
    });
    const operations = await t.adminToken('operations');
    const refused = await t.call('GET', '/api/Admin/DepositChannels', { token: operations });
    expect(refused.statusCode).toBe(403);
  });
});
