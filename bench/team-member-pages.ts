/**
 * Deep pages of a huge team's member list (`npm run bench:team-pages`; /Player, POST
 * /api/Team/Members): the route's code (listTeamMembers) on PostgreSQL for one agent whose whole
 * team is 100,000 accounts (100 agents, 1,000 agents below them, then players), each with a
 * balance and a turnover on 10 of the last 30 site days. For each sort it times page 1 (the
 * anchor), the page at 80 % of the list by page number (OFFSET) and the same page by keyset
 * (After, the cursor of the page before), and for a computed sort the pre-keyset statement
 * (every member's figures computed before paging) at page 1 and at that depth.
 *
 * Measured 2026-11-27, BENCH_SCALE 1, BENCH_ITERATIONS 3, PostgreSQL 15 on this 2-core machine
 * under other sessions' builds and tests (load average about 10: figures are inflated and noisy,
 * the ratios to page 1 of the same run are what to read): p50 ms, ratio to that sort's page 1.
 * - registered: page 1 770; page 4,000 by number 758 (0.98), by After 477 (0.62).
 * - balance: page 1 709; page 4,000 by number 1,614 (2.28), by After 1,212 (1.71); before keyset
 *   (every member's figures before paging) page 1 749 (1.06), page 4,000 29,655 (41.8).
 * - teamBalance: page 1 1,726; page 4,000 by number 1,614 (0.94), by After 1,490 (0.86); before
 *   keyset page 1 6,503 (3.77), page 4,000 7,637 (4.42).
 * - turnover: page 1 7,230; page 4,000 by number 8,871 (1.23), by After 5,281 (0.73); before keyset
 *   page 1 11,730 (1.62), page 4,000 4,863 (0.67). The key itself, a month of 1,000,000
 *   player-day rows summed per member, is most of it (EXPLAIN: 3.1 s of it on a quieter moment);
 *   a first version summing over the matching set (a CTE the planner guessed at 200 rows) made
 *   100,000 index probes instead: 12.6 s for page 1.
 * Goal: no page deeper than 2 × page 1 (met by keyset for every sort; by number, balance misses).
 * Left: the turnover key wants a per-member summary to read instead of a month of player days.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names the server (default the local 127.0.0.1:5432); a
 * throwaway database is created there and dropped at the end. BENCH_SCALE shrinks the team;
 * BENCH_ITERATIONS sets the samples per measurement.
 */
import type pg from 'pg';
import type { TDatabase } from '../apps/server/src/db/database.ts';
import { listTeamMembers } from '../apps/server/src/modules/agent/team/list-team-members.ts';
import type { TTeamMemberSort } from '@lottery/contracts';
import { withScratchDatabase, seconds } from './bench-support.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scale = Number(process.env.BENCH_SCALE ?? 1);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 5);
const levels = [1, 100, 1_000].map((n) => Math.max(1, Math.round(n * scale)));
const members = Math.round(100_000 * scale);
const pageSize = 20;
const dayMs = 86_400_000;
const siteOffsetMs = 8 * 3_600_000;

/** Median and worst of `iterations` runs (after one unmeasured), in ms. */
async function sample(run: () => Promise<unknown>) {
  await run();
  const latencies: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  return { p50: latencies[Math.floor(latencies.length / 2)] ?? 0, max: latencies.at(-1) ?? 0 };
}

function line(name: string, measured: { p50: number; max: number }, anchorP50: number) {
  const ms = (value: number) => value.toFixed(1).padStart(9);
  console.log(
    `${name.padEnd(46)} ${ms(measured.p50)} ${ms(measured.max)}  ${(measured.p50 / anchorP50).toFixed(2).padStart(7)}`,
  );
}

async function seed(pool: pg.Pool, today: number) {
  const client = await pool.connect();
  try {
    await client.query('SET synchronous_commit = off');
    // Triggers off: the closure table is built in one statement below, as migration 0027 does.
    await client.query('SET session_replication_role = replica');
    const sizes = [...levels, members - levels.slice(1).reduce((a, b) => a + b, 0)];
    const values = sizes.map((n, level) => `(${level}, ${n})`).join(', ');
    await client.query(
      `WITH sizes (level, n) AS (VALUES ${values}),
            l AS (SELECT level, n, sum(n) OVER (ORDER BY level) - n AS start FROM sizes)
       INSERT INTO users (id, login_id, role, parent_id, password_hash, nick_name, prize_group,
                          created_at)
       OVERRIDING SYSTEM VALUE
       SELECT l.start + g + 1, 'p' || lpad((l.start + g + 1)::text, 7, '0'),
              CASE WHEN l.level < 3 THEN 'agent' ELSE 'player' END,
              CASE WHEN l.level = 0 THEN NULL ELSE p.start + g % p.n + 1 END,
              'unused', 'n' || (l.start + g + 1), 1980 - l.level * 2,
              now() - (l.start + g + 1) * interval '1 minute'
         FROM l LEFT JOIN l p ON p.level = l.level - 1, generate_series(0, l.n - 1) AS g`,
    );
    await client.query(
      `INSERT INTO account_tree (ancestor_id, descendant_id, depth)
       WITH RECURSIVE up AS (
         SELECT id AS descendant_id, id AS ancestor_id, parent_id, 0 AS depth FROM users
         UNION ALL
         SELECT up.descendant_id, u.id, u.parent_id, up.depth + 1
           FROM up JOIN users u ON u.id = up.parent_id
       )
       SELECT ancestor_id, descendant_id, depth FROM up`,
    );
    await client.query(
      `INSERT INTO ledger_accounts (user_id, kind, balance)
       SELECT id, 'player', (id * 7919 % 100000) * 1000 FROM users`,
    );
    await client.query(
      `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover)
       SELECT $1 - d, 1, u.id, 1, 2000 * (1 + u.id * 31 % 97)
         FROM users u, generate_series(0, 29) AS d
        WHERE (u.id + d) % 3 = 0`,
      [today],
    );
    await client.query('SET session_replication_role = origin');
    await client.query('ANALYZE');
  } finally {
    client.release();
  }
}

/** The statement before keyset paging, for a computed sort: every member's figures, then a page. */
const everyMemberFiguresSql = (sortSql: string) => `
  WITH page AS (
    SELECT u.id, u.parent_id, u.created_at FROM account_tree t JOIN users u ON u.id = t.descendant_id
     WHERE t.ancestor_id = $1 AND t.depth > 0 AND u.deleted_at IS NULL)
  SELECT * FROM (
    SELECT m.*, coalesce(w.balance, 0) AS balance, team.team_balance, own.turnover,
           login.last_login_at
      FROM page m
      LEFT JOIN ledger_accounts w ON w.user_id = m.id AND w.kind = 'player'
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(tw.balance), 0)::bigint AS team_balance, count(*) - 1 AS team_size
          FROM account_tree tt
          LEFT JOIN ledger_accounts tw ON tw.user_id = tt.descendant_id AND tw.kind = 'player'
         WHERE tt.ancestor_id = m.id) team
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(r.turnover), 0)::bigint AS turnover FROM report_player_days r
         WHERE r.user_id = m.id AND r.day BETWEEN $2 AND $3) own
      CROSS JOIN LATERAL (
        SELECT max(s.created_at) AS last_login_at FROM sessions s WHERE s.user_id = m.id) login
  ) f ORDER BY ${sortSql} DESC NULLS LAST, id DESC LIMIT ${pageSize} OFFSET $4`;

async function measureSort(db: TDatabase, sortBy: TTeamMemberSort, today: number) {
  const nowMs = Date.now();
  const list = (pageIndex: number, after?: string) =>
    listTeamMembers(db, 1, nowMs, {
      Scope: 'team',
      SortBy: sortBy,
      SortDesc: true,
      PageIndex: pageIndex,
      PageSize: pageSize,
      TurnoverFrom: new Date((today - 29) * dayMs).toISOString().slice(0, 10),
      TurnoverTo: new Date(today * dayMs).toISOString().slice(0, 10),
      ...(after ? { After: after } : {}),
    });
  const deepIndex = Math.floor((members * 0.8) / pageSize);
  const before = await list(deepIndex - 1);
  if (!before.ok || !before.value.NextAfter)
    throw new Error(`${sortBy}: no page before the deep one`);
  const after = before.value.NextAfter;
  const [byNumber, byKeyset] = [await list(deepIndex), await list(deepIndex, after)];
  if (!byNumber.ok || !byKeyset.ok) throw new Error(`${sortBy}: refused`);
  const ids = (items: readonly { UserId: number }[]) => items.map((item) => item.UserId).join();
  if (ids(byNumber.value.Items) !== ids(byKeyset.value.Items))
    throw new Error(`${sortBy}: the keyset page differs from the numbered one`);

  const first = await sample(() => list(1));
  line(`${sortBy}: page 1 (anchor)`, first, first.p50);
  line(`${sortBy}: page ${deepIndex} by number`, await sample(() => list(deepIndex)), first.p50);
  line(
    `${sortBy}: page ${deepIndex} by After`,
    await sample(() => list(deepIndex, after)),
    first.p50,
  );
  const computed: Partial<Record<TTeamMemberSort, string>> = {
    balance: 'balance',
    teamBalance: 'team_balance',
    turnover: 'turnover',
  };
  const sortSql = computed[sortBy];
  if (!sortSql) return;
  // With the route's count beside it, as the route ran it.
  const old = (offset: number) =>
    Promise.all([
      db.query(everyMemberFiguresSql(sortSql), [1, today - 29, today, offset]),
      db.query(
        `SELECT count(*) FROM account_tree t JOIN users u ON u.id = t.descendant_id
          WHERE t.ancestor_id = 1 AND t.depth > 0 AND u.deleted_at IS NULL`,
      ),
    ]);
  line(`${sortBy}: before keyset, page 1`, await sample(() => old(0)), first.p50);
  line(
    `${sortBy}: before keyset, page ${deepIndex}`,
    await sample(() => old((deepIndex - 1) * pageSize)),
    first.p50,
  );
}

async function main() {
  await withScratchDatabase(
    serverUrl,
    'bench_team_pages',
    { connections: 4, poolSize: 2 },
    async ({ db, pool }) => {
      const today = Math.floor((Date.now() + siteOffsetMs) / dayMs);
      const seedStart = process.hrtime.bigint();
      await seed(pool, today);
      console.log(
        `team member pages: one agent's team of ${members} (BENCH_SCALE ${scale}), page size ` +
          `${pageSize}, ${iterations} samples; seeded in ${seconds(seedStart).toFixed(1)} s`,
      );
      console.log(
        `${'measurement'.padEnd(46)} ${'p50 ms'.padStart(9)} ${'max ms'.padStart(9)}  ${'÷ page 1'.padStart(7)}`,
      );
      for (const sortBy of ['registered', 'balance', 'turnover', 'teamBalance'] as const)
        await measureSort(db, sortBy, today);
    },
  );
}

await main();
