import { cashFlowTypes, errorCatalogue } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, balanceOf } from '../wallet/ledger.ts';
import { grantBonus } from './grant-bonus.ts';
import { runBonusWalletJob } from './bonus-wallet-job.ts';

const t = useTestApp();
const hourMs = 3_600_000;

/** A ticket of the player, placed at `at`: state 0 open, 1 cancelled, 2 no prize, 3 win. */
async function ticket(userId: number, amount: bigint, at: number, state = 2) {
  await t.db.query(
    `INSERT INTO bet_tickets (user_id, game_id, bet_type_id, book, selection, mode, multiple,
                              units, amount, state, instant_draw, created_at, settled_at)
     VALUES ($1, 1, 'fixture', 'official', '[]'::jsonb, 1, 1, 1, $2, $3, '{}'::jsonb, $4,
             CASE WHEN $3::smallint = 0 THEN NULL ELSE $4::bigint END)`,
    [userId, amount, state, at],
  );
}

async function grant(userId: number, amount: bigint, multiple: number, reference: string) {
  const now = t.clock.now();
  return t.db.transaction((tx) =>
    grantBonus(tx, {
      userId,
      amount,
      turnoverMultiple: multiple,
      expiresAt: now + 24 * hourMs,
      source: 'activity',
      reference,
      at: now,
    }),
  );
}

const bonus = (userId: number) => balanceOf(t.db, { userId, kind: 'bonus' });
const main = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });
const grantState = async (id: string) =>
  (await t.db.query<{ state: string }>(`SELECT state FROM bonus_grants WHERE id = $1`, [id]))[0]
    ?.state;
const entriesOf = async (userId: number, type: number) =>
  (
    await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
      [userId, type],
    )
  ).length;

async function expectSoundLedger() {
  expect(await auditLedger(t.db)).toEqual({ unbalancedTransactions: [], inconsistentAccounts: [] });
}

describe('grantBonus', () => {
  it('puts the amount into the bonus account through the ledger, once per reference', async () => {
    const { userId } = await t.createAccount();
    const first = await grant(userId, 5_000n, 3, `test:${userId}:a`);
    const again = await grant(userId, 5_000n, 3, `test:${userId}:a`);
    expect(first.ok && again.ok && first.value.grantId === again.value.grantId).toBe(true);
    expect(again.ok && again.value.isNew).toBe(false);
    expect(await bonus(userId)).toBe(5_000n);
    expect(await entriesOf(userId, cashFlowTypes.bonusGrant)).toBe(1);
    const reused = await grant(userId, 6_000n, 3, `test:${userId}:a`);
    expect(reused).toMatchObject({ ok: false, error: 'BonusReferenceReused' });
    expect(await grant(userId, 0n, 3, `test:${userId}:b`)).toMatchObject({
      error: 'BonusAmountInvalid',
    });
    expect(await grant(userId, 1n, 101, `test:${userId}:c`)).toMatchObject({
      error: 'BonusTurnoverMultipleInvalid',
    });
    await expectSoundLedger();
  });
});

describe('turnover, release and forfeit', () => {
  it('counts settled bets after the grant, oldest grant first, and releases each once', async () => {
    const { userId } = await t.createAccount();
    const start = t.clock.now();
    await ticket(userId, 100_000n, start - 1); // before the grants: never counts
    const a = await grant(userId, 10_000n, 2, `test:${userId}:1`); // needs 20.000
    t.clock.advance(1_000);
    const b = await grant(userId, 5_000n, 4, `test:${userId}:2`); // needs 20.000
    if (!a.ok || !b.ok) throw new Error('grant failed');
    t.clock.advance(1_000);
    const at = t.clock.now();
    await ticket(userId, 8_000n, at);
    await ticket(userId, 7_000n, at + 1, 3);
    await ticket(userId, 50_000n, at + 2, 1); // cancelled: does not count
    await ticket(userId, 50_000n, at + 3, 0); // open: not yet
    await runBonusWalletJob(t.db, t.clock.now());
    const wallet = async () => {
      const token = await t.login(
        (
          await t.db.query<{ login_id: string }>(`SELECT login_id FROM users WHERE id = $1`, [
            userId,
          ])
        )[0]?.login_id ?? '',
      );
      return (await t.call('POST', '/api/BonusWallet/GetBonusWallet', { token })).json();
    };
    expect(await wallet()).toMatchObject({
      Balance: 15,
      Grants: [
        { Id: a.value.grantId, TurnoverRequired: 20, TurnoverAchieved: 15, State: 'active' },
        { Id: b.value.grantId, TurnoverRequired: 20, TurnoverAchieved: 0, State: 'active' },
      ],
    });
    // 9.000 more: 5.000 fill the first grant, 4.000 spill into the second.
    await ticket(userId, 9_000n, at + 4);
    const runs = await Promise.all([
      runBonusWalletJob(t.db, t.clock.now()),
      runBonusWalletJob(t.db, t.clock.now()),
      runBonusWalletJob(t.db, t.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(1);
    await runBonusWalletJob(t.db, t.clock.now());
    expect(await grantState(a.value.grantId)).toBe('released');
    expect(await grantState(b.value.grantId)).toBe('active');
    expect(await bonus(userId)).toBe(5_000n);
    expect(await main(userId)).toBe(10_000n);
    expect(await entriesOf(userId, cashFlowTypes.bonusRelease)).toBe(2);
    expect(await wallet()).toMatchObject({
      Grants: [
        { Id: b.value.grantId, TurnoverAchieved: 4, State: 'active' },
        { Id: a.value.grantId, TurnoverAchieved: 20, State: 'released' },
      ],
    });
    await expectSoundLedger();
  });

  it('forfeits an unmet grant past its expiry to the house, once', async () => {
    const { userId } = await t.createAccount();
    const g = await grant(userId, 3_000n, 10, `test:${userId}:x`);
    if (!g.ok) throw new Error('grant failed');
    await ticket(userId, 1_000n, t.clock.now());
    const house = await balanceOf(t.db, 'house');
    await runBonusWalletJob(t.db, t.clock.now());
    expect(await grantState(g.value.grantId)).toBe('active');
    t.clock.advance(25 * hourMs);
    await Promise.all([
      runBonusWalletJob(t.db, t.clock.now()),
      runBonusWalletJob(t.db, t.clock.now()),
    ]);
    await runBonusWalletJob(t.db, t.clock.now());
    expect(await grantState(g.value.grantId)).toBe('forfeited');
    expect(await bonus(userId)).toBe(0n);
    expect(await main(userId)).toBe(0n);
    // Every grant of the file that expired went back to the house, this one among them.
    const [forfeited] = await t.db.query<{ total: bigint }>(
      `SELECT sum(amount) AS total FROM bonus_grants WHERE state = 'forfeited'`,
    );
    expect(await balanceOf(t.db, 'house')).toBe(house + BigInt(forfeited?.total ?? 0n));
    expect(await entriesOf(userId, cashFlowTypes.bonusForfeit)).toBe(1);
    await expectSoundLedger();
  });

  it('releases a grant without turnover at the next run', async () => {
    const { userId } = await t.createAccount();
    await grant(userId, 2_500n, 0, `test:${userId}:free`);
    await runBonusWalletJob(t.db, t.clock.now());
    expect(await main(userId)).toBe(2_500n);
    expect(await bonus(userId)).toBe(0n);
  });
});

describe('player routes', () => {
  it('answers only my own wallet, and HaveBonusWallet follows the grants', async () => {
    const mine = await t.createAccount();
    const other = await t.createAccount();
    await grant(other.userId, 7_000n, 1, `test:${other.userId}:o`);
    const token = await t.login(mine.loginId);
    const privileges = async () =>
      (await t.call('POST', '/api/BonusPrivileges/Get', { token })).json() as {
        HaveBonusWallet: boolean;
      };
    expect((await t.call('POST', '/api/BonusWallet/GetBonusWallet', { token })).json()).toEqual({
      Balance: 0,
      Grants: [],
    });
    expect((await privileges()).HaveBonusWallet).toBe(false);
    await grant(mine.userId, 1_000n, 1, `test:${mine.userId}:m`);
    expect((await privileges()).HaveBonusWallet).toBe(true);
    const response = await t.call('POST', '/api/BonusWallet/GetBonusWallet', { token });
    expect(response.json()).toMatchObject({ Balance: 1, Grants: [{ Amount: 1 }] });
    expect(response.json().Grants).toHaveLength(1);
    expect((await t.call('POST', '/api/BonusWallet/GetBonusWallet')).statusCode).toBe(401);
  });
});

describe('admin grants', () => {
  const refused = (
    response: { statusCode: number; json(): unknown; body: string },
    name: keyof typeof errorCatalogue,
  ) => {
    expect(response.json(), response.body).toMatchObject({ Code: errorCatalogue[name].code });
    expect(response.statusCode).toBe(errorCatalogue[name].status);
  };

  it('grants up to the cap, audited, idempotent, and lists the grants', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.adminTokenWith(['balance.request', 'players.view']);
    const body = {
      LoginId: loginId,
      Amount: 12.5,
      TurnoverMultiple: 3,
      ExpiresInHours: 48,
      Reason: 'goodwill',
    };
    const headers = { 'idempotency-key': `bonus-grant-key-${loginId}` };
    const response = await expectAudited(t, 'POST /api/Admin/BonusGrants', {
      token,
      body,
      headers,
      action: 'bonus.grant.create',
      targetType: 'bonus_grant',
      after: { loginId, amount: '12500', turnoverMultiple: 3 },
    });
    expect(response.json()).toMatchObject({
      Amount: 12.5,
      TurnoverRequired: 37.5,
      State: 'active',
    });
    const retry = await t.call('POST', '/api/Admin/BonusGrants', { token, body, headers });
    expect(retry.json()).toEqual(response.json());
    const list = await t.call('GET', `/api/Admin/BonusGrants?LoginId=${loginId}`, { token });
    expect(list.json()).toMatchObject({ Balance: 12.5, Grants: [{ Amount: 12.5 }] });
    expect(list.json().Grants).toHaveLength(1);
  });

  it('refuses bad input with catalogue codes, and a role without the permission', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.adminTokenWith(['balance.request', 'players.view']);
    const call = (body: object, key = 'k1') =>
      t.call('POST', '/api/Admin/BonusGrants', {
        token,
        body: {
          LoginId: loginId,
          Amount: 10,
          TurnoverMultiple: 1,
          ExpiresInHours: 24,
          Reason: 'r',
          ...body,
        },
        headers: { 'idempotency-key': `bonus-grant-${key}-${loginId}` },
      });
    refused(await call({ Amount: 10_000.001 }), 'BonusGrantOverCap');
    refused(await call({ Amount: 0 }), 'BonusAmountInvalid');
    refused(await call({ TurnoverMultiple: -1 }), 'BonusTurnoverMultipleInvalid');
    refused(await call({ ExpiresInHours: 0 }), 'BonusExpiryInvalid');
    refused(await call({ LoginId: 'nobody-here' }), 'BonusPlayerNotFound');
    expect((await call({ Amount: 'abc' })).statusCode).toBe(400);
    const noKey = await t.call('POST', '/api/Admin/BonusGrants', {
      token,
      body: { LoginId: loginId, Amount: 1, TurnoverMultiple: 1, ExpiresInHours: 24, Reason: 'r' },
    });
    refused(noKey, 'IdempotencyKeyMissing');
    const viewer = await t.adminTokenWith(['players.view']);
    const forbidden = await t.call('POST', '/api/Admin/BonusGrants', {
      token: viewer,
      body: { LoginId: loginId, Amount: 1, TurnoverMultiple: 1, ExpiresInHours: 24, Reason: 'r' },
      headers: { 'idempotency-key': 'bonus-grant-forbidden-key' },
    });
    expect(forbidden.statusCode).toBe(403);
    refused(
      await t.call('GET', '/api/Admin/BonusGrants?LoginId=nobody-here', { token }),
      'BonusPlayerNotFound',
    );
    expect(
      await t.db.query(
        `SELECT 1 FROM bonus_grants g JOIN users u ON u.id = g.user_id WHERE u.login_id = $1`,
        [loginId],
      ),
    ).toHaveLength(0);
  });
});
