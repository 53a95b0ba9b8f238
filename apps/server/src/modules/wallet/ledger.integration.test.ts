import { describe, expect, it } from 'vitest';
import { idempotent } from '../../platform/idempotency.ts';
import { fail, succeed } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { auditLedger, balanceOf, post, type TAccountRef } from './ledger.ts';

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const player = (userId: number): TAccountRef => ({ userId, kind: 'player' });
const holds = (userId: number): TAccountRef => ({ userId, kind: 'bet_holds' });

/** Moves `amount` from one account to another in its own transaction. */
const transfer = (from: TAccountRef, to: TAccountRef, amount: bigint) =>
  transactionResult(t.db, (tx) =>
    post(tx, {
      kind: 'test_transfer',
      at: t.clock.now(),
      postings: [
        { account: from, amount: -amount, cashFlowType: 101 },
        { account: to, amount, cashFlowType: 102 },
      ],
    }),
  );

describe('the double-entry ledger', () => {
  it('moves money in balanced transactions whose entries chain the balance history', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 10_000n);
    expect((await transfer(player(userId), holds(userId), 2_500n)).ok).toBe(true);
    expect((await transfer(player(userId), holds(userId), 500n)).ok).toBe(true);
    expect(await balanceOf(t.db, player(userId))).toBe(7_000n);
    expect(await balanceOf(t.db, holds(userId))).toBe(3_000n);
    const entries = await t.db.query<{ amount: bigint; balance_after: bigint; v: bigint }>(
      `SELECT e.amount, e.balance_after, e.account_version AS v FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'player' ORDER BY e.account_version`,
      [userId],
    );
    expect(entries).toEqual([
      { amount: 10_000n, balance_after: 10_000n, v: 1n },
      { amount: -2_500n, balance_after: 7_500n, v: 2n },
      { amount: -500n, balance_after: 7_000n, v: 3n },
    ]);
  });

  it('refuses an overdraft and rolls every change of the transaction back', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 1_000n);
    const before = await t.db.query('SELECT count(*)::int AS n FROM ledger_entries');
    const result = await transactionResult(t.db, async (tx) => {
      // A first, valid move, then one that cannot be paid: the whole transaction goes.
      const first = await post(tx, {
        kind: 'test_transfer',
        at: t.clock.now(),
        postings: [
          { account: player(userId), amount: -600n },
          { account: holds(userId), amount: 600n },
        ],
      });
      if (!first.ok) return first;
      return post(tx, {
        kind: 'test_transfer',
        at: t.clock.now(),
        postings: [
          { account: player(userId), amount: -600n },
          { account: holds(userId), amount: 600n },
        ],
      });
    });
    expect(result).toEqual({ ok: false, error: 'InsufficientFunds' });
    expect(await balanceOf(t.db, player(userId))).toBe(1_000n);
    expect(await balanceOf(t.db, holds(userId))).toBe(0n);
    expect(await t.db.query('SELECT count(*)::int AS n FROM ledger_entries')).toEqual(before);
  });

  it('refuses entries that do not sum to zero, and any change to written entries', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 1_000n);
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: bigint }>(
          `INSERT INTO ledger_transactions (kind, created_at) VALUES ('forged', 0) RETURNING id`,
        );
        await tx.query(
          `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after,
                                       account_version, created_at)
           SELECT $1, id, 5, 5, 99, 0 FROM ledger_accounts WHERE kind = 'house'`,
          [row?.id],
        );
      }),
    ).rejects.toThrow(/does not sum to zero/);
    await expect(t.db.query('UPDATE ledger_entries SET amount = amount + 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM ledger_transactions')).rejects.toThrow(/append-only/);
    await expect(
      post(t.db, {
        kind: 'x',
        at: 0,
        postings: [{ account: player(userId), amount: 1n }],
      }),
    ).rejects.toThrow(/sum to zero/);
    expect(await auditLedger(t.db)).toEqual({
      unbalancedTransactions: [],
      inconsistentAccounts: [],
    });
  });

  it.skipIf(!onPostgres)(
    'lets exactly 100 of 200 concurrent one-unit debits through a wallet of 100',
    async () => {
      const { userId } = await t.createAccount();
      await t.fund(userId, 100n);
      const results = await Promise.all(
        Array.from({ length: 200 }, () => transfer(player(userId), holds(userId), 1n)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(100);
      expect(results.filter((r) => !r.ok && r.error === 'InsufficientFunds')).toHaveLength(100);
      expect(await balanceOf(t.db, player(userId))).toBe(0n);
      expect(await balanceOf(t.db, holds(userId))).toBe(100n);
    },
  );

  it.skipIf(!onPostgres)(
    'runs 300 pairs of opposite transfers between two wallets without a deadlock',
    async () => {
      const a = await t.createAccount();
      const b = await t.createAccount();
      await t.fund(a.userId, 1_000n);
      await t.fund(b.userId, 1_000n);
      const results = await Promise.all(
        Array.from({ length: 300 }, () => [
          transfer(player(a.userId), player(b.userId), 1n),
          transfer(player(b.userId), player(a.userId), 1n),
        ]).flat(),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await balanceOf(t.db, player(a.userId))).toBe(1_000n);
      expect(await balanceOf(t.db, player(b.userId))).toBe(1_000n);
    },
  );
});

describe('idempotent money requests', () => {
  const key = 'test-key-0123456789abcdef';

  /** A request that moves `amount` to holds, under an idempotency key. */
  const request = (userId: number, body: { amount: number }, requestKey = key) =>
    idempotent(
      t.db,
      { userId, key: requestKey, route: '/api/Test/Hold', body, at: t.clock.now() },
      async (tx) => {
        const posted = await post(tx, {
          kind: 'test_hold',
          at: t.clock.now(),
          postings: [
            { account: player(userId), amount: -BigInt(body.amount) },
            { account: holds(userId), amount: BigInt(body.amount) },
          ],
        });
        return posted.ok
          ? succeed({ held: BigInt(body.amount), id: posted.value.transactionId })
          : posted;
      },
    );

  it('answers a replay with the first answer and moves the money once', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 1_000n);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await request(userId, { amount: 300 }));
    expect(new Set(answers.map((a) => JSON.stringify(a, (_k, v) => String(v)))).size).toBe(1);
    expect(answers[0]).toMatchObject({ ok: true, value: { held: 300n } });
    expect(await balanceOf(t.db, player(userId))).toBe(700n);
  });

  it('refuses the same key with another body, and keeps a refusal refused', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 100n);
    expect(await request(userId, { amount: 500 }, 'refused-key-0123456789')).toEqual(
      fail('InsufficientFunds'),
    );
    await t.fund(userId, 1_000n);
    expect(await request(userId, { amount: 500 }, 'refused-key-0123456789')).toEqual(
      fail('InsufficientFunds'),
    );
    expect(await request(userId, { amount: 50 }, 'refused-key-0123456789')).toEqual(
      fail('IdempotencyKeyReused'),
    );
    expect(await balanceOf(t.db, player(userId))).toBe(1_100n);
    const missing = await idempotent(
      t.db,
      { userId, key: null, route: '/api/Test/Hold', body: {}, at: 0 },
      async () => succeed(1),
    );
    expect(missing).toEqual(fail('IdempotencyKeyMissing'));
  });

  it.skipIf(!onPostgres)('makes one effect of 10 concurrent requests with one key', async () => {
    const { userId } = await t.createAccount();
    await t.fund(userId, 1_000n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(userId, { amount: 100 }, 'concurrent-key-0123456789'),
      ),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(new Set(answers.map((a) => (a.ok ? String(a.value.id) : ''))).size).toBe(1);
    expect(await balanceOf(t.db, player(userId))).toBe(900n);
  });
});
