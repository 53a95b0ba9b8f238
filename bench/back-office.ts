/**
 * The back office on a large site (`npm run bench:back-office`, issue #19): seeds 200,000 players,
 * 10,000,000 tickets over 90 days and their ledger on PostgreSQL (back-office-seed.ts, set-based
 * SQL, its time printed), then times through the real app (buildApp, app.inject: routing,
 * administrator authentication and permission, validation, serialisation) the four screens an
 * operator waits for, each beside its anchor measured in the same run: the bare SQL the screen
 * needs, sent straight to the same PostgreSQL. The anchors are the modules' own statements
 * (exported for this: searchAccountsStatements, playerHeadStatement, findPlayerIdStatement,
 * cashFlowStatements, betRecordsStatements), so the route and its anchor cannot drift apart;
 * independent statements are sent together, as the route sends them.
 * - player search: a login-ID prefix (about 100 matches), and the unfiltered first page;
 * - a player's page as the console opens it: its head (account, upline, balances, sessions) and
 *   the statement of the last seven site dates, the two requests at once as the console sends
 *   them (sections/players/player-page.tsx), and for the bare the head's statement beside the
 *   statement tab's three (the player's id, the count, the page);
 * - a player's bets tab, opened once the page shows: its request alone, and for the bare its three
 *   statements (the player's id, the totals, the page);
 * - the dashboard: today and the last 7 days, by hour, day and game;
 * - the daily report by game (yesterday).
 * Goal: p95 under 200 ms and within 1.5 × the bare SQL's p95. A missed goal is printed, not an
 * exit code. For scale, the same day's figures aggregated from the tickets themselves (what the
 * summaries of migration 0019 spare) are timed too.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names the server (default the local 127.0.0.1:5432); a
 * throwaway database is created there and dropped at the end. BENCH_SCALE shrinks the site
 * (0.01: 2,000 players, 100,000 tickets); BENCH_ITERATIONS sets the samples per measurement
 * (200 by default: at a few milliseconds, a p95 of 40 samples is the second-slowest and noise).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import type { TPreparedStatement } from '../apps/server/src/db/database.ts';
import { findPlayerIdStatement } from '../apps/server/src/modules/auth/find-user.ts';
import { playerHeadStatement } from '../apps/server/src/modules/auth/read-player-head.ts';
import { searchAccountsStatements } from '../apps/server/src/modules/auth/search-accounts.ts';
import { createTokenService } from '../apps/server/src/modules/auth/token-service.ts';
import { betRecordsStatements } from '../apps/server/src/modules/bet/bet-records.ts';
import { cashFlowStatements } from '../apps/server/src/modules/wallet/cash-flow-records.ts';
import {
  activePlayersSql,
  gameDaysSql,
  gameHoursSql,
  totalsSql,
} from '../apps/server/src/modules/reports/report-queries.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { ZPlayerRecordsQuery, ZPlayerSearchQuery } from '../packages/contracts/src/index.ts';
import { adminAccounts } from '../apps/server/src/test-support/admin-accounts.ts';
import { seedSite } from './back-office-seed.ts';
import { withScratchDatabase, percentile } from './bench-support.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scale = Number(process.env.BENCH_SCALE ?? 1);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const size = {
  players: Math.round(200_000 * scale),
  tickets: Math.round(10_000_000 * scale),
  days: 90,
};
const dayMs = 86_400_000;
const siteOffsetMs = 8 * 3_600_000;

/** Latencies in ms of `iterations` calls (after 3 unmeasured), each with its own input. */
async function sample(run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < 3; i += 1) await run(i);
  const latencies: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await run(i + 3);
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return latencies.sort((a, b) => a - b);
}

interface TResultLine {
  name: string;
  route: number[];
  bare: number[];
}

function report(lines: readonly TResultLine[]) {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `\n${'screen'.padEnd(34)} ${'route p50'.padStart(9)} ${'p95'.padStart(7)}  ` +
      `${'bare p50'.padStart(8)} ${'p95'.padStart(7)}  ratio p95  goal`,
  );
  for (const line of lines) {
    const routeP95 = percentile(line.route, 95);
    const bareP95 = percentile(line.bare, 95);
    const ratio = routeP95 / bareP95;
    const met = routeP95 < 200 && ratio <= 1.5;
    console.log(
      `${line.name.padEnd(34)} ${ms(percentile(line.route, 50))}   ${ms(routeP95)}  ` +
        `${ms(percentile(line.bare, 50))}  ${ms(bareP95)}  ${ratio.toFixed(2).padStart(9)}  ` +
        `${met ? 'met' : 'MISSED'}`,
    );
  }
}

async function main() {
  await withScratchDatabase(
    serverUrl,
    'bench_back_office',
    { connections: 4, poolSize: 4 },
    async ({ db, pool }) => {
      console.log(
        `back office: ${size.players} players, ${size.tickets} tickets over ${size.days} days ` +
          `(BENCH_SCALE ${scale}), ${iterations} samples each`,
      );
      const nowMs = Date.now();
      const seedStart = process.hrtime.bigint();
      await seedSite(pool, size, nowMs);
      const seedSeconds = Number(process.hrtime.bigint() - seedStart) / 1e9;
      const [counts] = (
        await pool.query<{ tickets: string; entries: string; days: string; hours: string }>(
          `SELECT (SELECT count(*) FROM bet_tickets) AS tickets,
                (SELECT count(*) FROM ledger_entries) AS entries,
                (SELECT count(*) FROM report_player_days) AS days,
                (SELECT count(*) FROM report_game_hours) AS hours`,
        )
      ).rows;
      console.log(
        `seeded in ${seedSeconds.toFixed(0)} s: ${counts?.tickets} tickets, ${counts?.entries} ` +
          `ledger entries, summaries ${counts?.days} player-day and ${counts?.hours} hour rows`,
      );

      const tokenSecret = randomBytes(32);
      const app = buildApp({
        db,
        clock: systemClock,
        ids: { uuid: () => randomUUID() },
        tokenSecret,
        tokenTtlSeconds: 3600,
        trustProxy: false,
        logger: false,
        uploadsDir: join(tmpdir(), `bench-uploads-${process.pid}`),
      });
      await app.ready();
      const { token } = await adminAccounts({
        db,
        clock: systemClock,
        adminTokens: createTokenService(tokenSecret, 3600, 'admin'),
      }).createAdmin({ role: 'owner' });
      const call = async (path: string) => {
        const response = await app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 200)
          throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      };
      // A prepared statement goes by its name, as the app's handle sends it (db/database.ts).
      const bare = async (sql: string | TPreparedStatement, params: readonly unknown[]) => {
        const values = [...params];
        await pool.query(typeof sql === 'string' ? { text: sql, values } : { ...sql, values });
      };

      const lines: TResultLine[] = [];
      const prefix = (i: number) => `p${String((i * 37) % 2000).padStart(4, '0')}`;
      lines.push({
        name: 'player search, login prefix',
        route: await sample((i) => call(`/api/Admin/Players?LoginId=${prefix(i)}`)),
        bare: await sample(async (i) => {
          const statements = searchAccountsStatements(
            ZPlayerSearchQuery.parse({ LoginId: prefix(i) }),
          );
          await bare(statements.count.sql, statements.count.params);
          const page = await pool.query<{ id: number }>(statements.page.sql, [
            ...statements.page.params,
          ]);
          await bare(
            `SELECT user_id, balance FROM ledger_accounts WHERE user_id = ANY($1::int[]) AND kind = 'player'`,
            [page.rows.map((row) => row.id)],
          );
        }),
      });
      lines.push({
        name: 'player search, first page',
        route: await sample(() => call('/api/Admin/Players')),
        bare: await sample(async () => {
          const statements = searchAccountsStatements(ZPlayerSearchQuery.parse({}));
          await bare(statements.count.sql, statements.count.params);
          await bare(statements.page.sql, statements.page.params);
        }),
      });

      const loginOf = (i: number) =>
        `p${String(Math.max(size.players / 100 + 1, 1 + ((i * 7919) % size.players))).padStart(7, '0')}`;
      // The console opens a player on the statement of the last seven site dates and asks for the
      // head and that tab at once (player-page.tsx, statement-tab.tsx), so the route sample does
      // too; the bare sends the same statements, taken from the modules, at once.
      const siteDateOf = (ms: number) => new Date(ms + siteOffsetMs).toISOString().slice(0, 10);
      const week = { StartDate: siteDateOf(nowMs - 6 * dayMs), EndDate: siteDateOf(nowMs) };
      const statementQuery = { ...week, PageIndex: 1, PageSize: 20 };
      const statements = (loginId: string) => {
        const built = cashFlowStatements({ playerLoginId: loginId }, statementQuery);
        if (!built.ok) throw new Error(`the statement's range is refused: ${built.error}`);
        return built.value;
      };
      lines.push({
        name: "a player's page (head + statement)",
        route: await sample(async (i) => {
          await Promise.all([
            call(`/api/Admin/Players/${loginOf(i)}`),
            call(
              `/api/Admin/Players/${loginOf(i)}/Statement?${new URLSearchParams({ ...week, PageIndex: '1', PageSize: '20' })}`,
            ),
          ]);
        }),
        bare: await sample(async (i) => {
          const head = playerHeadStatement(loginOf(i));
          const found = findPlayerIdStatement(loginOf(i));
          const { count, page } = statements(loginOf(i));
          await Promise.all([
            bare(head.sql, head.params),
            bare(found.sql, found.params),
            bare(count.sql, count.params),
            bare(page.sql, page.params),
          ]);
        }),
      });
      // Another tab once the page is open: its request alone (the head is already shown).
      const betsQuery = ZPlayerRecordsQuery.parse({ PageIndex: 1, PageSize: 20 });
      lines.push({
        name: "a player's bets tab",
        route: await sample((i) =>
          call(`/api/Admin/Players/${loginOf(i)}/Bets?PageIndex=1&PageSize=20`),
        ),
        bare: await sample(async (i) => {
          const found = findPlayerIdStatement(loginOf(i));
          const bets = betRecordsStatements({ playerLoginId: loginOf(i) }, betsQuery, Date.now());
          if (bets.empty) throw new Error('the bets query names no site date');
          await Promise.all([
            bare(found.sql, found.params),
            bare(bets.totals.sql, bets.totals.params),
            bare(bets.page.sql, bets.page.params),
          ]);
        }),
      });

      const today = Math.floor((nowMs + siteOffsetMs) / dayMs);
      const hours = (firstDay: number, lastDay: number) => [
        (firstDay * dayMs - siteOffsetMs) / 3_600_000,
        ((lastDay + 1) * dayMs - siteOffsetMs) / 3_600_000,
      ];
      const dayFrom = (day: number) => new Date(day * dayMs - siteOffsetMs);
      lines.push({
        name: 'dashboard (today, 7 days)',
        route: await sample(() => call('/api/Admin/Dashboard')),
        bare: await sample(async () => {
          await bare(gameDaysSql, hours(today - 6, today));
          await bare(gameDaysSql, hours(today, today));
          await bare(gameHoursSql, hours(today, today));
          await bare(activePlayersSql, [today - 6, today]);
          await bare(activePlayersSql, [today, today]);
          for (const first of [today - 6, today])
            await bare(`SELECT count(*) FROM users WHERE created_at >= $1 AND created_at < $2`, [
              dayFrom(first),
              dayFrom(today + 1),
            ]);
        }),
      });

      const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
      const reportDay = (i: number) => today - 1 - (i % 30);
      lines.push({
        name: 'daily report by game (one day)',
        route: await sample((i) =>
          call(
            `/api/Admin/Reports/Games?StartDate=${dateOf(reportDay(i))}&EndDate=${dateOf(reportDay(i))}`,
          ),
        ),
        bare: await sample(async (i) => {
          await bare(gameDaysSql, hours(reportDay(i), reportDay(i)));
          await bare(totalsSql, hours(reportDay(i), reportDay(i)));
        }),
      });
      report(lines);

      const rawStart = process.hrtime.bigint();
      const rawRuns = 5;
      for (let i = 0; i < rawRuns; i += 1) {
        const [from, to] = [
          reportDay(i) * dayMs - siteOffsetMs,
          (reportDay(i) + 1) * dayMs - siteOffsetMs,
        ];
        await bare(
          `SELECT game_id, count(*), sum(amount), sum(prize) FROM bet_tickets
          WHERE state IN (2, 3) AND settled_at >= $1 AND settled_at < $2 GROUP BY game_id`,
          [from, to],
        );
      }
      const rawMs = Number(process.hrtime.bigint() - rawStart) / 1e6 / rawRuns;
      console.log(
        `\nfor scale: one day's figures by game aggregated from the tickets themselves ` +
          `(no summary; no index on settled_at): ${rawMs.toFixed(0)} ms a run`,
      );
      await app.close();
    },
  );
}

await main();
