/**
 * The seed of bench/back-office.ts: a large site written with set-based SQL (generate_series), on
 * a freshly migrated database. Fast because:
 * - the big tables that no logged table references are UNLOGGED (no WAL; the database is thrown
 *   away after the run), commits do not wait for the WAL flush, and the
 *   session runs with session_replication_role = replica, which skips triggers and foreign-key
 *   checks (the data is consistent by construction; the report summaries are then built in one
 *   GROUP BY each, as the migration's backfill would);
 * - the secondary indexes and unique constraints of the big tables are dropped before the load
 *   and built after it (one sort each instead of 10,000,000 btree insertions).
 *
 * The site: `players` accounts, the first 1% of them agents (a tenth of those at the top, the rest
 * under them), 80% of the players under an agent; one login session each (a second for one in
 * ten). `tickets` tickets evenly over the last `days` site days, in sittings of 25 consecutive
 * tickets of one player on one game (a player bets a while, then leaves): sitting s belongs to
 * player s % P, so each player sits tickets / 25 / P times, on games in rotation; one ticket in
 * 97 cancelled, one in 20 won (nine times the stake), the rest lost. The matching ledger: an opening deposit per player (the
 * sum of its stakes and 100 yuan), then per ticket a bet transaction (stake from the wallet to
 * the house; placement and settlement collapsed, so no bet holds remain) and per winning ticket a
 * prize transaction; each account's versions and balances run in time order.
 */
import type pg from 'pg';

export interface TSeedSize {
  players: number;
  tickets: number;
  days: number;
}

const bigTables = ['users', 'sessions', 'bet_tickets', 'ledger_transactions', 'ledger_entries'];

const seconds = (since: bigint) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

async function step(client: pg.PoolClient, label: string, sql: string, params: unknown[] = []) {
  const start = process.hrtime.bigint();
  const result = await client.query(sql, params);
  console.log(`  seed: ${label} (${result.rowCount ?? 0} rows) ${seconds(start)} s`);
}

/** The index and unique-constraint definitions of the big tables, dropped now, rebuilt later. */
async function dropSecondaryIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows: constraints } = await client.query<{ table: string; name: string; def: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
       FROM pg_constraint WHERE contype = 'u' AND conrelid::regclass::text = ANY($1)`,
    [bigTables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.tablename = ANY($1) AND i.schemaname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [bigTables],
  );
  for (const c of constraints)
    await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  return [
    ...constraints.map((c) => `ALTER TABLE ${c.table} ADD CONSTRAINT ${c.name} ${c.def}`),
    ...indexes.map((i) => i.def),
  ];
}

export async function seedSite(pool: pg.Pool, size: TSeedSize, nowMs: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query(`SET work_mem = '512MB'`);
    await client.query('SET synchronous_commit = off');
    const unlogged: string[] = [];
    // A logged table may not reference an unlogged one: only the leaves of the foreign-key graph
    // can go (ledger entries, sessions); the others stay logged.
    for (const table of new Set(['ledger_entries', 'sessions', ...bigTables])) {
      const set = await client.query(`ALTER TABLE ${table} SET UNLOGGED`).then(
        () => true,
        () => false,
      );
      if (set) unlogged.push(table);
    }
    console.log(`  seed: unlogged tables: ${unlogged.join(', ') || 'none'}`);
    const rebuild = await dropSecondaryIndexes(client);
    await client.query('SET session_replication_role = replica');
    await seedAccounts(client, size, nowMs);
    await seedTickets(client, size, nowMs);
    await seedLedger(client, size);
    await client.query('SET session_replication_role = DEFAULT');
    const start = process.hrtime.bigint();
    for (const def of rebuild) await client.query(def);
    console.log(`  seed: ${rebuild.length} indexes and constraints rebuilt ${seconds(start)} s`);
    await buildSummaries(client);
    await step(client, 'vacuum analyze', 'VACUUM ANALYZE');
  } finally {
    client.release();
  }
}

async function seedAccounts(client: pg.PoolClient, size: TSeedSize, nowMs: number) {
  const agents = Math.max(10, Math.floor(size.players / 100));
  const top = Math.max(1, Math.floor(agents / 10));
  // Ids are the identity's own 1..n on a fresh database (the demo seed is off).
  await step(
    client,
    'users',
    `INSERT INTO users (id, login_id, role, parent_id, password_hash, nick_name, prize_group,
                        created_at)
     OVERRIDING SYSTEM VALUE
     SELECT g, CASE WHEN g <= $2 THEN 'agent' ELSE 'p' END || lpad(g::text, 7, '0'),
            CASE WHEN g <= $2 THEN 'agent' ELSE 'player' END,
            CASE WHEN g <= $3 THEN NULL
                 WHEN g <= $2 THEN 1 + g % $3
                 WHEN g % 5 = 0 THEN NULL
                 ELSE 1 + g % $2 END,
            'unused', '玩家' || g,
            CASE WHEN g <= $3 THEN 1980 WHEN g <= $2 THEN 1960 ELSE 1950 END,
            to_timestamp(($4::bigint - g::bigint * 365 * 86400000 / $1) / 1000.0)
       FROM generate_series(1, $1) AS g`,
    [size.players, agents, top, nowMs],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), $1)`, [size.players]);
  await step(
    client,
    'sessions',
    `INSERT INTO sessions (id, user_id, login_type, ip, user_agent, created_at, ended_at, end_reason)
     SELECT md5(g::text || '-' || n)::uuid, g, 1,
            ('10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256 || '')::inet,
            CASE WHEN g % 3 = 0 THEN 'Mozilla/5.0 (iPhone) Mobile' ELSE 'Mozilla/5.0 (Windows)' END,
            to_timestamp(($2::bigint - (g % 1000) * 60000 - n * 86400000) / 1000.0),
            CASE WHEN n = 1 THEN to_timestamp(($2::bigint - 86400000 + 3600000) / 1000.0) END,
            CASE WHEN n = 1 THEN 'logout' END
       FROM generate_series(1, $1) AS g, generate_series(0, 1) AS n
      WHERE n = 0 OR g % 10 = 0`,
    [size.players, nowMs],
  );
  await step(
    client,
    'wallets',
    `INSERT INTO ledger_accounts (user_id, kind) SELECT g, 'player' FROM generate_series(1, $1) g`,
    [size.players],
  );
}

async function seedTickets(client: pg.PoolClient, size: TSeedSize, nowMs: number) {
  const { rows: games } = await client.query<{ id: number }>(
    `SELECT id FROM lottery_games WHERE draw_source <> 'instant' ORDER BY id`,
  );
  const gameIds = games.map((game) => game.id);
  const spanMs = size.days * 86_400_000;
  const firstMs = nowMs - spanMs;
  // One issue per game and hour, each drawn: tickets of that hour belong to it.
  await step(
    client,
    'issues',
    `INSERT INTO lottery_issues (game_id, serial_number, business_date, daily_index, start_at,
                                 close_at, draw_at, state, winning_number,
                                 original_winning_number, drawn_at, settled_at)
     SELECT gid, 'H' || h, to_timestamp(h * 3600)::date, h % 24, h * 3600000,
            h * 3600000 + 3599000, h * 3600000 + 3600000, 'drawn', '1,2,3,4,5', '1,2,3,4,5',
            h * 3600000 + 3600000, h * 3600000 + 3660000
       FROM unnest($1::int[]) AS gid,
            generate_series(($2::bigint / 3600000), ($3::bigint / 3600000)) AS h`,
    [gameIds, firstMs, nowMs],
  );
  await step(
    client,
    'tickets',
    `INSERT INTO bet_tickets (id, user_id, game_id, issue_serial, bet_type_id, book, selection,
                              mode, multiple, units, amount, prize_group, user_group, state,
                              prize, created_at, settled_at)
     OVERRIDING SYSTEM VALUE
     SELECT g, u, gid, 'H' || (at / 3600000), 'ssc.star5.direct', 'official',
            '{"rows":[[1],[2],[3],[4],[5]]}', 1, m, 1, m * 2000, 1950, 1950,
            CASE WHEN g % 97 = 0 THEN 1 WHEN (g + u) % 20 = 0 THEN 3 ELSE 2 END,
            CASE WHEN g % 97 <> 0 AND (g + u) % 20 = 0 THEN m * 18000 ELSE 0 END,
            at, at + 60000
       FROM (SELECT g, 1 + (g / 25) % $2 AS u, 1 + g % 5 AS m,
                    ($4::int[])[1 + ((g / 25 + g / 25 / $2) % cardinality($4::int[]))] AS gid,
                    $3::bigint + (g * $5::bigint / $1) AS at
               FROM generate_series(1, $1) AS g) AS t`,
    [size.tickets, size.players, firstMs, gameIds, spanMs - 120_000],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('bet_tickets', 'id'), $1)`, [
    size.tickets,
  ]);
}

async function seedLedger(client: pg.PoolClient, size: TSeedSize) {
  // Transactions: 1..P openings, then ticket g's bet as P + g, its prize as P + N + g.
  const p = size.players;
  const n = size.tickets;
  await step(
    client,
    'ledger transactions',
    `INSERT INTO ledger_transactions (id, kind, reference, created_at) OVERRIDING SYSTEM VALUE
     SELECT g, 'opening_balance', 'bench', 0 FROM generate_series(1, $1) g
     UNION ALL
     SELECT $1 + id, 'bet', 'ticket:' || id, created_at FROM bet_tickets WHERE state <> 1
     UNION ALL
     SELECT $1 + $2 + id, 'settlement', 'ticket:' || id, settled_at FROM bet_tickets WHERE state = 3`,
    [p, n],
  );
  await client.query(`SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), $1)`, [
    p + 2 * n,
  ]);
  // Entries with their account versions and running balances (one window sort).
  await step(
    client,
    'ledger entries',
    `WITH house AS (SELECT id FROM ledger_accounts WHERE kind = 'house'),
     moves AS (
       SELECT s.user_id AS uid, s.tx, s.amount, s.cft, s.memo, s.at, s.seq FROM (
         SELECT t.user_id, $1 + t.id AS tx, -t.amount AS amount, 101::smallint AS cft,
                'B' || lpad(t.id::text, 10, '0') AS memo, t.created_at AS at, 1 AS seq
           FROM bet_tickets t WHERE t.state <> 1
         UNION ALL
         SELECT t.user_id, $1 + $2 + t.id, t.prize, 103::smallint,
                'B' || lpad(t.id::text, 10, '0'), t.settled_at, 2
           FROM bet_tickets t WHERE t.state = 3
         UNION ALL
         SELECT o.user_id, o.user_id, o.total + 100000, 900::smallint, 'opening balance', 0, 0
           FROM (SELECT user_id, sum(amount) AS total FROM bet_tickets WHERE state <> 1
                  GROUP BY user_id) o
       ) s
     ),
     lines AS (
       SELECT a.id AS account_id, m.tx, m.amount, m.cft, m.memo, m.at, m.seq
         FROM moves m JOIN ledger_accounts a ON a.user_id = m.uid AND a.kind = 'player'
       UNION ALL
       SELECT house.id, m.tx, -m.amount, NULL, m.memo, m.at, m.seq FROM moves m, house
     )
     INSERT INTO ledger_entries (transaction_id, account_id, amount, cash_flow_type, memo,
                                 balance_after, account_version, created_at)
     SELECT tx, account_id, amount, cft, memo,
            sum(amount) OVER w, row_number() OVER w, at
       FROM lines
     WINDOW w AS (PARTITION BY account_id ORDER BY at, seq, tx ROWS UNBOUNDED PRECEDING)`,
    [p, n],
  );
  await step(
    client,
    'ledger balances',
    `UPDATE ledger_accounts a SET balance = e.balance, version = e.version
       FROM (SELECT account_id, sum(amount) AS balance, count(*) AS version
               FROM ledger_entries GROUP BY account_id) e
      WHERE e.account_id = a.id`,
  );
}

async function buildSummaries(client: pg.PoolClient) {
  const figures = `SELECT settled_at AS at, game_id, user_id, 1 AS tickets, amount AS turnover,
                          prize, 0 AS rebate
                     FROM bet_tickets WHERE state IN (2, 3)
                   UNION ALL
                   SELECT r.created_at, t.game_id, t.user_id, 0, 0, 0, r.amount
                     FROM bet_rebates r JOIN bet_tickets t ON t.id = r.ticket_id`;
  await step(
    client,
    'summary by day, game, player',
    `INSERT INTO report_player_days (day, game_id, user_id, tickets, turnover, prize, rebate)
     SELECT ((at + 28800000) / 86400000)::int, game_id, user_id, sum(tickets), sum(turnover),
            sum(prize), sum(rebate)
       FROM (${figures}) f GROUP BY 1, 2, 3`,
  );
  await step(
    client,
    'summary by hour, game',
    `INSERT INTO report_game_hours (hour, game_id, shard, tickets, turnover, prize, rebate)
     SELECT (at / 3600000)::int, game_id, (user_id % 16)::smallint, sum(tickets), sum(turnover),
            sum(prize), sum(rebate)
       FROM (${figures}) f GROUP BY 1, 2, 3`,
  );
}
