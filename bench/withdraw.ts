/**
 * Withdraw requests against real PostgreSQL (`npm run bench:withdraw`, issue #20): 20 clients,
 * each with its own player (fund password, a bound card, a large balance), send
 * POST /api/WithdrawRequest/Create (Idempotency-Key, every check of SPEC §5, the hold) through
 * the app in this process for 8 s after a 1 s warm-up; requests per second and the p95 latency.
 * The anchor, measured in the same run on the same database with the same clients: a bare SQL
 * transaction doing what a request must do at the least (lock the player's row, post the hold
 * through ledger_post, insert a row), so the ratio says what the rules, the idempotency key and
 * the fund password (argon2, by design slow) cost. A printed ratio, not an exit code.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a
 * throwaway database is created there and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../apps/server/src/modules/auth/password-hashing.ts';
import { post } from '../apps/server/src/modules/wallet/ledger.ts';
import { benchApp, loadWithClients, withScratchDatabase } from './bench-support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 20;
const warmUpMs = 1_000;
const measureMs = 8_000;
const fundPassword = 'Fund2026pass';

const load = (once: (client: number) => Promise<void>) =>
  loadWithClients({ clients, warmUpMs, measureMs }, once);

await withScratchDatabase(serverUrl, 'withdraw_bench', { connections: 10 }, async ({ db }) => {
  const { app, signedInPlayer } = await benchApp(db, 'withdraw-bench-uploads');
  const fundHash = await hashPassword(fundPassword);
  const players: { userId: number; token: string; cardId: number }[] = [];
  for (let i = 0; i < clients; i += 1) {
    const { userId, token } = await signedInPlayer(`wbench${i}`, fundHash);
    await db.query(
      `INSERT INTO fund_passwords (user_id, password_hash, updated_at) VALUES ($1, $2, now())`,
      [userId, fundHash],
    );
    const [card] = await db.query<{ id: number }>(
      `INSERT INTO payout_accounts (user_id, kind, provider, account_number, holder_name, branch, created_at)
       VALUES ($1, 1, 'ICBC', $2, 'bench', 'bench', 0) RETURNING id`,
      [userId, `62220200000000${String(i).padStart(5, '0')}`],
    );
    await db.transaction((tx) =>
      post(tx, {
        kind: 'bench_funding',
        at: Date.now(),
        postings: [
          { account: { userId, kind: 'player' }, amount: 10n ** 12n, cashFlowType: 901 },
          { account: 'house', amount: -(10n ** 12n) },
        ],
      }),
    );
    players.push({ userId, token, cardId: card?.id ?? 0 });
  }
  await db.query(`UPDATE withdraw_rules SET min_amount = 1`);

  let failures = 0;
  const requests = await load(async (client) => {
    const player = players[client];
    if (!player) return;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/WithdrawRequest/Create',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      payload: JSON.stringify({
        PayoutAccountId: player.cardId,
        Amount: 1,
        FundPassword: fundPassword,
      }),
    });
    if (answer.statusCode !== 200) failures += 1;
  });

  const anchor = await load(async (client) => {
    const player = players[client];
    if (!player) return;
    await db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [player.userId]);
      await post(tx, {
        kind: 'bench_anchor',
        at: Date.now(),
        postings: [
          {
            account: { userId: player.userId, kind: 'player' },
            amount: -1_000n,
            cashFlowType: 302,
          },
          { account: { userId: player.userId, kind: 'pending_withdrawals' }, amount: 1_000n },
        ],
      });
      await tx.query(
        `INSERT INTO throttled_attempts (action, subject, at) VALUES ('bench', $1, now())`,
        [String(player.userId)],
      );
    });
  });
  await app.close();

  const fixed = (value: number) => value.toFixed(1);
  console.log(
    `withdraw requests: ${fixed(requests.perSecond)}/s, p50 ${fixed(requests.p50)} ms, p95 ${fixed(requests.p95)} ms (${failures} refused)`,
  );
  console.log(
    `anchor (lock + ledger post + insert): ${fixed(anchor.perSecond)}/s, p50 ${fixed(anchor.p50)} ms, p95 ${fixed(anchor.p95)} ms`,
  );
  console.log(`ratio requests/anchor: ${(requests.perSecond / anchor.perSecond).toFixed(3)}`);
});
