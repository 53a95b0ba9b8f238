/**
 * Bet placement over HTTP against real PostgreSQL (`npm run bench:bets`, issue #8): 50 clients,
 * each with its own player, place one-ticket bets (ssc.star5.direct, one unit) on an open issue
 * as fast as the server answers, for 10 s after a 2 s warm-up; bets per second and latency
 * percentiles. The anchor, measured in the same run on the same PostgreSQL: pgbench's TPC-B-like
 * script with 50 clients for 10 s. Goals: at least half of pgbench's transactions per second,
 * p99 under 50 ms. A missed goal is printed, not an exit code.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); two
 * throwaway databases are created there and dropped at the end. Needs pgbench on PATH.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createUser } from '../apps/server/src/modules/auth/create-user.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hashing.ts';
import { post } from '../apps/server/src/modules/wallet/ledger.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = 50;
const warmUpMs = 2_000;
const measureMs = 10_000;
const gameId = 2; // the 1-minute in-house SSC of the default catalogue
const password = 'Bench2026pass';

const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** pgbench TPC-B-like, 50 clients, 10 s: transactions per second. */
function pgbenchTps(database: string): number {
  const url = new URL(serverUrl);
  const common = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  execFileSync('pgbench', [...common, '-i', '-s', '10', '-q', database], { stdio: 'ignore' });
  const out = execFileSync(
    'pgbench',
    [...common, '-c', String(clients), '-j', '2', '-T', String(measureMs / 1000), '-n', database],
    { encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+)/.exec(out);
  if (!match) throw new Error(`no tps in pgbench output:\n${out}`);
  return Number(match[1]);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const betDb = `bench_bets_${tag}`;
  const pgbenchDb = `bench_pgbench_${tag}`;
  await admin(`CREATE DATABASE ${betDb}`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  // The anchor first and alone: nothing of ours competes with it for cores or connections.
  const tps = pgbenchTps(pgbenchDb);
  const db = openPostgres(urlOf(betDb), 20);
  try {
    await migrate(db);
    const now = Date.now();
    await db.query(
      `INSERT INTO lottery_issues (game_id, serial_number, business_date, daily_index, start_at,
                                   close_at, draw_at)
       VALUES ($1, 'BENCH-0001', '2026-11-22', 1, $2, $3, $4)`,
      [gameId, now - 1_000, now + 3_600_000, now + 3_605_000],
    );
    const passwordHash = await hashPassword(password);
    const players: string[] = [];
    for (let i = 0; i < clients; i += 1) {
      const loginId = `bench${i}`;
      const created = await db.transaction((tx) =>
        createUser(tx, { loginId, passwordHash, role: 'player', parentId: null }),
      );
      if (!created.ok) throw new Error(`bench user ${loginId}`);
      const funded = await db.transaction((tx) =>
        post(tx, {
          kind: 'bench_funding',
          at: now,
          postings: [
            { account: { userId: created.userId, kind: 'player' }, amount: 10n ** 12n },
            { account: 'house', amount: -(10n ** 12n) },
          ],
        }),
      );
      if (!funded.ok) throw new Error('bench funding');
      players.push(loginId);
    }

    const app = buildApp({
      db,
      clock: systemClock,
      ids: { uuid: () => randomUUID() },
      tokenSecret: randomBytes(32),
      tokenTtlSeconds: 3600,
      trustProxy: false,
      logger: false,
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const tokens = await Promise.all(
        players.map(async (loginId) => {
          const response = await fetch(`${baseUrl}/api/Token/Login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ LoginId: loginId, Password: password }),
          });
          return ((await response.json()) as { access_token: string }).access_token;
        }),
      );
      const body = JSON.stringify({
        GameId: gameId,
        IssueSerialNumber: 'BENCH-0001',
        Tickets: [
          {
            BetTypeId: 'ssc.star5.direct',
            Selection: { rows: [[1], [2], [3], [4], [5]] },
            Book: 'official',
            Mode: 'yuan',
            Multiple: 1,
            PrizeGroup: 1950,
          },
        ],
      });
      const latencies: number[] = [];
      let failures = 0;
      let recording = false;
      const stopAt = Date.now() + warmUpMs + measureMs;
      setTimeout(() => {
        recording = true;
      }, warmUpMs);
      const started = Date.now();
      await Promise.all(
        tokens.map(async (token) => {
          while (Date.now() < stopAt) {
            const sent = performance.now();
            const response = await fetch(`${baseUrl}/api/Bet/Place`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'idempotency-key': randomUUID(),
              },
              body,
            });
            await response.arrayBuffer();
            if (!recording) continue;
            if (response.ok) latencies.push(performance.now() - sent);
            else failures += 1;
          }
        }),
      );
      const elapsedS = (Date.now() - started - warmUpMs) / 1000;
      latencies.sort((a, b) => a - b);
      const betsPerS = latencies.length / elapsedS;
      await app.close();
      const p99 = percentile(latencies, 99);
      console.log(`bet placement over HTTP, ${clients} clients, ${measureMs / 1000} s:`);
      console.log(
        `  ${betsPerS.toFixed(0)} bets/s (${latencies.length} bets, ${failures} refused)`,
      );
      console.log(
        `  latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
      );
      console.log(`anchor: pgbench TPC-B-like, ${clients} clients: ${tps.toFixed(0)} tps`);
      console.log(`ratio bets/s ÷ pgbench tps: ${(betsPerS / tps).toFixed(2)}`);
      console.log(
        `goals: ≥ 0.5 of pgbench ${betsPerS / tps >= 0.5 ? 'met' : 'MISSED'}; p99 < 50 ms ${p99 < 50 ? 'met' : 'MISSED'}`,
      );
    } finally {
      if (app.server.listening) await app.close();
    }
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${betDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
  }
}

await main();
