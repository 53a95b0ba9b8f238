import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { walletBalance } from '../../wallet/wallet-service.ts';

const t = useTestApp();

let keyCounter = 0;
const newKey = () => `adjustment-key-${process.pid}-${(keyCounter += 1)}`;

const ask = (token: string, body: unknown, key: string | null = newKey()) =>
  t.call('POST', '/api/Admin/BalanceAdjustments', {
    token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const approve = (token: string, Id: string) =>
  t.call('POST', '/api/Admin/BalanceAdjustments/Approve', { token, body: { Id } });

const siteDate = (offsetDays: number) =>
  new Date(t.clock.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('maker-checker balance adjustments', () => {
  it('moves nothing until a second administrator approves; then once, on the player statement', async () => {
    const player = await t.createAccount();
    await t.fund(player.userId, 5_000n);
    const maker = await t.adminToken('service');
    const checker = await t.adminToken('finance');
    const key = newKey();
    const body = {
      LoginId: player.loginId,
      Amount: '100.5',
      CashFlowType: cashFlowTypes.manualCredit,
      Reason: 'compensation for ticket B123',
    };
    const asked = await expectAudited(t, 'POST /api/Admin/BalanceAdjustments', {
      token: maker,
      body,
      headers: { 'idempotency-key': key },
      action: 'balance.adjustment.request',
      targetType: 'balance_adjustment',
      after: { amount: '100500', state: 'pending', loginId: player.loginId },
    });
    const request = asked.json() as { Id: string; State: string; Amount: number };
    expect(request).toMatchObject({ State: 'pending', Amount: 100.5, LoginId: player.loginId });
    expect(await walletBalance(t.db, player.userId)).toBe(5_000n);

    // A retry with the key is the same request; the key with another request is refused.
    const retry = await ask(maker, body, key);
    expect(retry.json().Id).toBe(request.Id);
    const [count] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_audit WHERE action = 'balance.adjustment.request'`,
    );
    expect(count?.n).toBe(1);
    expect((await ask(maker, { ...body, Amount: 200 }, key)).json().Code).toBe(5003);
    expect((await ask(maker, body, null)).json().Code).toBe(5002);

    const approved = await expectAudited(t, 'POST /api/Admin/BalanceAdjustments/Approve', {
      token: checker,
      body: { Id: request.Id, Note: 'checked the ticket' },
      action: 'balance.adjustment.approve',
      targetId: request.Id,
      before: { state: 'pending' },
      after: { state: 'approved', amount: '100500', balanceAfter: '105500' },
    });
    expect(approved.json()).toMatchObject({
      State: 'approved',
      DecisionNote: 'checked the ticket',
    });
    expect(await walletBalance(t.db, player.userId)).toBe(105_500n);
    const again = await approve(await t.adminToken('finance'), request.Id);
    expect(again.statusCode).toBe(409);
    expect(again.json().Code).toBe(6021);
    expect(await walletBalance(t.db, player.userId)).toBe(105_500n);

    const statement = await t.call('POST', '/api/CashFlowRecord/Search', {
      token: await t.login(player.loginId),
      body: { StartDate: siteDate(-1), EndDate: siteDate(1), Types: [cashFlowTypes.manualCredit] },
    });
    expect(statement.json().Items).toEqual([
      expect.objectContaining({
        Type: cashFlowTypes.manualCredit,
        Amount: 100.5,
        BalanceAfter: 105.5,
        Memo: 'compensation for ticket B123',
      }),
    ]);
  });

  it('never lets the maker approve its own request', async () => {
    const player = await t.createAccount();
    const maker = await t.adminToken('finance');
    const asked = await ask(maker, {
      LoginId: player.loginId,
      Amount: 10,
      CashFlowType: cashFlowTypes.manualBonus,
      Reason: 'birthday',
    });
    const own = await approve(maker, asked.json().Id);
    expect(own.statusCode).toBe(403);
    expect(own.json().Code).toBe(6020);
    expect(await walletBalance(t.db, player.userId)).toBe(0n);
    const [row] = await t.db.query<{ state: string }>(
      `SELECT state FROM balance_adjustments WHERE id = $1`,
      [asked.json().Id],
    );
    expect(row?.state).toBe('pending');
  });

  it('refuses a debit the balance cannot cover (the request stays pending) and can reject it', async () => {
    const player = await t.createAccount();
    await t.fund(player.userId, 1_000n);
    const asked = await ask(await t.adminToken('service'), {
      LoginId: player.loginId,
      Amount: -2,
      CashFlowType: cashFlowTypes.manualDebit,
      Reason: 'duplicate deposit',
    });
    expect(asked.json()).toMatchObject({ Amount: -2, State: 'pending' });
    const checker = await t.adminToken('finance');
    const refused = await approve(checker, asked.json().Id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe(6022);
    expect(await walletBalance(t.db, player.userId)).toBe(1_000n);
    const pending = await t.call('GET', '/api/Admin/BalanceAdjustments?State=pending', {
      token: checker,
    });
    expect(pending.json().Adjustments.map((a: { Id: string }) => a.Id)).toContain(asked.json().Id);
    const ofPlayer = await t.call(
      'GET',
      `/api/Admin/BalanceAdjustments?LoginId=${player.loginId.toUpperCase()}`,
      { token: checker },
    );
    expect(ofPlayer.json()).toEqual({
      Adjustments: [expect.objectContaining({ Id: asked.json().Id, LoginId: player.loginId })],
      NextCursor: null,
    });

    const rejected = await expectAudited(t, 'POST /api/Admin/BalanceAdjustments/Reject', {
      token: checker,
      body: { Id: asked.json().Id, Note: 'player has spent it' },
      action: 'balance.adjustment.reject',
      after: { state: 'rejected' },
    });
    expect(rejected.json()).toMatchObject({ State: 'rejected' });
    expect((await approve(checker, asked.json().Id)).json().Code).toBe(6021);
  });

  it('accepts only manual adjustment types, with their sign, for a known player', async () => {
    const player = await t.createAccount();
    const maker = await t.adminToken('service');
    const base = { LoginId: player.loginId, Reason: 'x' };
    const wrongType = await ask(maker, { ...base, Amount: 1, CashFlowType: cashFlowTypes.prize });
    expect(wrongType.json().Code).toBe(6023);
    const wrongSign = await ask(maker, {
      ...base,
      Amount: 1,
      CashFlowType: cashFlowTypes.manualDebit,
    });
    expect(wrongSign.json().Code).toBe(6025);
    const zero = await ask(maker, { ...base, Amount: 0, CashFlowType: cashFlowTypes.manualCredit });
    expect(zero.json()).toMatchObject({ Code: 1001, Field: 'Amount' });
    const tooPrecise = await ask(maker, {
      ...base,
      Amount: '1.0001',
      CashFlowType: cashFlowTypes.manualCredit,
    });
    expect(tooPrecise.json()).toMatchObject({ Code: 1001, Field: 'Amount' });
    const unknown = await ask(maker, {
      ...base,
      LoginId: 'nosuchplayer',
      Amount: 1,
      CashFlowType: cashFlowTypes.manualCredit,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes one request of concurrent retries with one key', async () => {
    const player = await t.createAccount();
    const maker = await t.adminToken('service');
    const key = newKey();
    const body = {
      LoginId: player.loginId,
      Amount: 5,
      CashFlowType: cashFlowTypes.manualCredit,
      Reason: 'retried',
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(maker, body, key)));
    expect(new Set(answers.map((answer) => answer.json().Id)).size).toBe(1);
    const [rows] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM balance_adjustments WHERE idempotency_key = $1`,
      [key],
    );
    expect(rows?.n).toBe(1);
  });

  it('pays once when twenty administrators approve at the same moment', async () => {
    const player = await t.createAccount();
    const asked = await ask(await t.adminToken('service'), {
      LoginId: player.loginId,
      Amount: 77.777,
      CashFlowType: cashFlowTypes.manualCredit,
      Reason: 'race',
    });
    const checkers = await Promise.all(Array.from({ length: 20 }, () => t.adminToken('finance')));
    const answers = await Promise.all(checkers.map((token) => approve(token, asked.json().Id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await walletBalance(t.db, player.userId)).toBe(77_777n);
    const [ledger] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE reference = $1`,
      [`balance_adjustment:${asked.json().Id}`],
    );
    expect(ledger?.n).toBe(1);
    const [audits] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin_audit
        WHERE action = 'balance.adjustment.approve' AND target_id = $1`,
      [asked.json().Id],
    );
    expect(audits?.n).toBe(1);
  });
});
