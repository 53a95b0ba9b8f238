/**
 * Activity claims against real PostgreSQL (`npm run bench:activity`, issue #23): 20 clients claim
 * spins of ONE running roulette at once (ten free spins per player and day, 50 players per
 * client), through POST /api/Activity/Claim (Idempotency-Key, eligibility, the period's seed and
 * fair draw, the claim row, the budget under the activity's row lock, the ledger posting, the
 * turnover requirement, the wallet event) in this process for 8 s after a 1 s warm-up: claims per
 * second and latency. Every claim of one activity passes its row lock one at a time, so this is
 * the ceiling of a single promotion (a red-pack rain is the busiest case: every tap is a claim).
 * The anchor, measured in the same run on the same database with the same clients: a bare SQL
 * transaction doing what a claim must do at the least (the conditional budget update under the
 * same kind of row lock, the claim row, a ledger posting). A printed ratio, not an exit code.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a
 * throwaway database is created there and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import type { TQueryable } from '../apps/server/src/db/database.ts';
import { storeConfig } from '../apps/server/src/modules/activity/activity-config.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hashing.ts';
import { post } from '../apps/server/src/modules/wallet/ledger.ts';
import { benchApp, loadWithClients, withScratchDatabase } from './bench-support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 20;
const playersPerClient = 50;
const spinsPerPlayer = 10;
const warmUpMs = 1_000;
const measureMs = 8_000;

const load = (once: (client: number) => Promise<void>) =>
  loadWithClients({ clients, warmUpMs, measureMs }, once);

/** A running daily roulette of ten free spins a day, a budget no bench can exhaust. */
async function insertRoulette(db: TQueryable, title: string): Promise<number> {
  const now = Date.now();
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO activities (type, title_en, title_zh, rules_en, rules_zh, period_kind, starts_at,
       ends_at, budget, config, turnover_percent, state, created_at, updated_at)
     VALUES ('roulette', $1, $1, '', '', 'daily', $2, $3, $4, $5::jsonb, 100, 'running', $2, $2)
     RETURNING id`,
    [
      title,
      now - 60_000,
      now + 86_400_000,
      10n ** 15n,
      storeConfig({
        type: 'roulette',
        prizes: [
          { amount: 1_000n, weight: 70 },
          { amount: 5_000n, weight: 25 },
          { amount: 50_000n, weight: 5 },
        ],
        spinTurnovers: Array.from({ length: spinsPerPlayer }, () => 0n),
      }),
    ],
  );
  if (!row) throw new Error('bench activity not created');
  return row.id;
}

await withScratchDatabase(serverUrl, 'activity_bench', { connections: 10 }, async ({ db }) => {
  const { app, signedInPlayer } = await benchApp(db, 'activity-bench-uploads');
  const activityId = await insertRoulette(db, 'bench roulette');
  const anchorActivityId = await insertRoulette(db, 'anchor roulette');
  const passwordHash = await hashPassword('Bench2026pass');
  const players: { userId: number; token: string }[] = [];
  for (let i = 0; i < clients * playersPerClient; i += 1)
    players.push(await signedInPlayer(`abench${i}`, passwordHash));
  // Each client works through its own players, ten spins each, then the next player.
  const claimsMade = Array.from({ length: clients }, () => 0);
  const playerOf = (client: number) => {
    const n = claimsMade[client] ?? 0;
    claimsMade[client] = n + 1;
    const index = Math.floor(n / spinsPerPlayer);
    if (index >= playersPerClient) throw new Error('bench ran out of spins: add players');
    return {
      player: players[client * playersPerClient + index],
      claimNo: n % spinsPerPlayer,
    };
  };

  let refused = 0;
  const claims = await load(async (client) => {
    const { player } = playerOf(client);
    if (!player) return;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/Activity/Claim',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      payload: JSON.stringify({ ActivityId: activityId }),
    });
    if (answer.statusCode !== 200) refused += 1;
  });

  // The anchor has no rules to run out of: each client's first player, a new claim number each time.
  claimsMade.fill(0);
  const periodKey = 'bench';
  const anchor = await load(async (client) => {
    const player = players[client * playersPerClient];
    const claimNo = claimsMade[client] ?? 0;
    claimsMade[client] = claimNo + 1;
    if (!player) return;
    await db.transaction(async (tx) => {
      const [claim] = await tx.query<{ id: string }>(
        `INSERT INTO activity_claims (activity_id, user_id, period_key, claim_no, amount,
           cash_flow_type, created_at)
         VALUES ($1, $2, $3, $4, 1000, 503, $5) RETURNING id::text`,
        [anchorActivityId, player.userId, periodKey, claimNo, Date.now()],
      );
      await tx.query(
        `UPDATE activities SET paid = paid + 1000 WHERE id = $1 AND paid + 50000 <= budget`,
        [anchorActivityId],
      );
      await post(tx, {
        kind: 'bench_anchor',
        reference: `bench:${claim?.id ?? ''}`,
        at: Date.now(),
        postings: [
          { account: { userId: player.userId, kind: 'player' }, amount: 1_000n, cashFlowType: 503 },
          { account: 'house', amount: -1_000n },
        ],
      });
    });
  });
  await app.close();

  const fixed = (value: number) => value.toFixed(1);
  console.log(
    `claims of one activity: ${fixed(claims.perSecond)}/s, p50 ${fixed(claims.p50)} ms, p95 ${fixed(claims.p95)} ms (${refused} refused)`,
  );
  console.log(
    `anchor (claim row + budget update under the row lock + ledger post): ${fixed(anchor.perSecond)}/s, p50 ${fixed(anchor.p50)} ms, p95 ${fixed(anchor.p95)} ms`,
  );
  console.log(`ratio claims/anchor: ${(claims.perSecond / anchor.perSecond).toFixed(3)}`);
});
