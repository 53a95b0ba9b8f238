/**
 * Bet placement over HTTP against real PostgreSQL (`npm run bench:bets`, issue #8): 50 clients,
 * each with its own player, place one-ticket bets (ssc.star5.direct, one unit) on an open issue
 * as fast as the server answers, for 10 s after a 2 s warm-up; bets per second and latency
 * percentiles. The server runs as it is deployed: instances of the app in their own processes
 * (each with its default pool of 10 connections) on one database (one instance, then one per
 * core), the clients in another process (bench/bet-placement-children.ts). The anchor, measured
 * in the same run on the same PostgreSQL: pgbench's TPC-B-like script with 50 clients for 10 s.
 * Goals: at least half of pgbench's transactions per second, p99 under 50 ms. A missed goal is
 * printed, not an exit code.
 * Last, pgbench runs the statements of one bet itself (betSqlScript): the ceiling the database
 * alone puts on bets per second, beside the same anchor. Every run also reports its CPU per
 * transaction (cpu-meter.ts): the database's, our processes', the machine's. When the clients,
 * the servers and PostgreSQL share the cores, a bet's machine CPU against TPC-B's is the ratio
 * the cores allow, whatever the code does with its waiting.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); two
 * throwaway databases are created there and dropped at the end. Needs pgbench on PATH.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cashFlowTypes } from '@lottery/contracts';
import { openPostgres, type TDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { sessionSql } from '../apps/server/src/modules/auth/authenticate.ts';
import { createUser } from '../apps/server/src/modules/auth/create-user.ts';
import { hashPassword } from '../apps/server/src/modules/auth/password-hashing.ts';
import { contextSql } from '../apps/server/src/modules/bet/place-bets.ts';
import { post } from '../apps/server/src/modules/wallet/ledger.ts';
import type { TChildReply, TLoadStart, TServerStart } from './bet-placement-children.ts';
import { cpuBetween, readCpu, type TCpuReading } from './cpu-meter.ts';
import { adminOf, percentile } from './bench-support.ts';

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

const admin = adminOf(serverUrl);

const pgbenchCommon = () => {
  const url = new URL(serverUrl);
  return ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
};

interface TPgbenchRun {
  tps: number;
  transactions: number;
  cpu: TCpuReading;
}

/**
 * pgbench with 50 clients for 10 s: its TPC-B-like script as it ships (simple protocol), or
 * `script` with its statements prepared once per client, as the server prepares a bet's
 * (preparedStatement). Transactions per second, and the CPU the run took.
 */
function pgbench(database: string, script?: string): TPgbenchRun {
  const from = readCpu();
  const out = execFileSync(
    'pgbench',
    [
      ...pgbenchCommon(),
      ...['-c', String(clients), '-j', '2', '-T', String(measureMs / 1000), '-n'],
      ...(script ? ['-M', 'prepared', '-f', script] : []),
      database,
    ],
    { encoding: 'utf8' },
  );
  const cpu = cpuBetween(from, readCpu());
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  const transactions = /actually processed: (\d+)/.exec(out)?.[1];
  if (!tps || !transactions) throw new Error(`no tps in pgbench output:\n${out}`);
  return { tps: Number(tps), transactions: Number(transactions), cpu };
}

/**
 * The database's share of a bet, run by pgbench itself (no HTTP, no Node): the statements one bet
 * sends (the session check, the context read, bet_place with the arguments the server gives it
 * for the benchmark's ticket), each client's player chosen at random among the logged-in ones.
 * What it reaches is the most bets per second the database allows on this machine.
 */
async function betSqlScript(db: TDatabase, dir: string): Promise<string> {
  const sessions = await db.query<{ id: string; user_id: number }>(
    'SELECT id, user_id FROM sessions WHERE ended_at IS NULL ORDER BY user_id',
  );
  // In prepared mode every :i becomes a parameter, which a subscript does not type by itself.
  const pick = (values: string[], type: string) =>
    `(ARRAY[${values.join(', ')}]::${type}[])[:i::int]`;
  // … and a colon before a name would be taken for a variable: JSON gets a space after its
  // colons, the ledger reference is put together in SQL.
  const json = (value: unknown) => JSON.stringify(value).replace(/":/g, '": ');
  const session = pick(
    sessions.map((row) => `'${row.id}'`),
    'uuid',
  );
  const user = pick(
    sessions.map((row) => String(row.user_id)),
    'int',
  );
  const ticket = {
    bet_type_id: 'ssc.star5.direct',
    book: 'official',
    selection: { rows: [[1], [2], [3], [4], [5]] },
    mode: 1,
    multiple: 1,
    units: 1,
    amount: '2000',
    prize_group: 1950,
    user_group: 1950,
    odds: null,
    self_rebate: '0',
  };
  const answer = {
    ok: true,
    value: {
      Tickets: [{ TicketId: 1, SerialNumber: 'B0000000001', Amount: { $bigint: '2000' } }],
      TotalAmount: { $bigint: '2000' },
      WalletAmount: { $bigint: '0' },
    },
  };
  const lines = [
    `\\set i random(1, ${sessions.length})`,
    `${sessionSql.text.replace('$1', session)};`,
    `${contextSql.text.replace('$1', user).replace(/\$2/g, String(gameId)).replace(/\$3/g, "'BENCH-0001'").replace('$4', '1')};`,
    `SELECT * FROM bet_place(${user}, md5(random()::text) || 'bench', 'Bet/Place', 'hash', ` +
      `'${json(answer)}', '{value,WalletAmount,$bigint}', ${gameId}, 'BENCH-0001', ` +
      `NULL, (extract(epoch FROM clock_timestamp()) * 1000)::bigint, ` +
      `concat_ws(':', 'issue', ${gameId}, 'BENCH-0001'), ` +
      `ARRAY[${user}, ${user}], ARRAY['player', 'bet_holds'], ARRAY[-2000, 2000]::bigint[], ` +
      `ARRAY[${cashFlowTypes.bet}, ${cashFlowTypes.bet}]::smallint[], ARRAY['B1', 'B1'], ` +
      `jsonb_build_array('${json(ticket)}'::jsonb || ` +
      `jsonb_build_object('id', nextval('bet_tickets_id_seq'))), 2000, 1000000000000);`,
  ];
  const file = join(dir, 'bet.sql');
  await writeFile(file, lines.map((line) => line.replace(/\s+/g, ' ')).join('\n') + '\n');
  return file;
}

const childModule = new URL('./bet-placement-children.ts', import.meta.url).pathname;
const children = new Set<ChildProcess>();

/** BENCH_PROFILE_DIR=dir: CPU profiles of the server processes (open in Chrome DevTools). */
const profileDir = process.env.BENCH_PROFILE_DIR ?? null;

function startChild(role: 'server' | 'load'): ChildProcess {
  const profile = profileDir !== null && role === 'server';
  const execArgv = [
    ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
    '--import',
    'tsx',
  ];
  const child = fork(childModule, [role], { execArgv, stdio: 'inherit' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Sends `command` (if any) and waits for the child's next message of type `type`. */
function ask<T extends TChildReply['type']>(
  child: ChildProcess,
  command: object | null,
  type: T,
): Promise<Extract<TChildReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: TChildReply) => {
      if (message.type !== type) return;
      child.off('exit', onExit);
      child.off('message', onMessage);
      resolve(message as Extract<TChildReply, { type: T }>);
    };
    const onExit = (code: number | null) => {
      child.off('message', onMessage);
      reject(new Error(`a child exited (${code}) while we waited for '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    if (command) child.send(command);
  });
}

async function login(port: number, loginId: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/Token/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ LoginId: loginId, Password: password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

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

interface TRun {
  instances: number;
  betsPerS: number;
  p50: number;
  p99: number;
  failures: number;
  bets: number;
  /** CPU ms over the measurement: the servers', the clients', the machine's and PostgreSQL's. */
  serverCpuMs: number;
  loadCpuMs: number;
  cpu: TCpuReading;
}

/** One measurement with `instances` server processes sharing the clients round-robin. */
async function measure(
  databaseUrl: string,
  tokenSecretHex: string,
  players: readonly string[],
  instances: number,
): Promise<TRun> {
  const servers = Array.from({ length: instances }, () => startChild('server'));
  try {
    const start: TServerStart = { type: 'start', databaseUrl, tokenSecretHex };
    const ports = await Promise.all(
      servers.map(async (server) => (await ask(server, start, 'ready')).port),
    );
    const clientsOf = await Promise.all(
      players.map(async (loginId, i) => {
        const port = ports[i % ports.length] as number;
        return { port, token: await login(port, loginId) };
      }),
    );
    const load = startChild('load');
    const loadStart: TLoadStart = { type: 'start', clients: clientsOf, body, warmUpMs, measureMs };
    const done = ask(load, loadStart, 'done');
    await new Promise((resolve) => setTimeout(resolve, warmUpMs));
    // The machine's reading first (it waits for the database to be quiet), then the servers' own.
    const cpuFrom = readCpu();
    for (const server of servers) server.send({ type: 'cpuFrom' });
    const result = await done;
    const cpu = cpuBetween(cpuFrom, readCpu());
    const serverCpuMs = (
      await Promise.all(servers.map((server) => ask(server, { type: 'cpu' }, 'cpu')))
    ).reduce((sum, reply) => sum + reply.cpuMs, 0);
    load.kill();
    const latencies = [...result.latencies].sort((a, b) => a - b);
    return {
      instances,
      betsPerS: latencies.length / (result.elapsedMs / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures: result.failures,
      bets: latencies.length,
      serverCpuMs,
      loadCpuMs: result.cpuMs,
      cpu,
    };
  } finally {
    // SIGINT, not SIGKILL: a profiled server writes its profile on the way out. Waiting for the
    // exits closes their connections before the next reading of the database's CPU.
    const exits = servers.map((server) =>
      server.exitCode === null && server.signalCode === null
        ? once(server, 'exit')
        : Promise.resolve(),
    );
    for (const server of servers) server.kill('SIGINT');
    const killLate = setTimeout(() => {
      for (const server of servers) server.kill('SIGKILL');
    }, 5_000);
    await Promise.all(exits);
    clearTimeout(killLate);
  }
}

/** ms of CPU per transaction, or '-' where the reading is missing. */
const per = (ms: number | null, count: number) => (ms === null ? '-' : (ms / count).toFixed(2));

/**
 * CPU per transaction of every run: the database's (when it runs here), our processes', the
 * whole machine's (pgbench's and the kernel's included) and what the hypervisor took. On a
 * machine where all of them share the cores, the ratio of machine CPU per transaction is the
 * ratio of throughputs the cores allow: the line says how much of the gap is CPU.
 */
function printCpu(anchor: TPgbenchRun, runs: readonly TRun[], statements: TPgbenchRun) {
  const line = (name: string, count: number, cpu: TCpuReading, ours: string) =>
    console.log(
      `  ${name}: database ${per(cpu.postgresMs, count)}${ours}, ` +
        `machine ${per(cpu.busyMs, count)}, stolen ${per(cpu.stealMs, count)} ` +
        `(cores busy ${(cpu.busyMs / cpu.wallMs).toFixed(2)})`,
    );
  console.log('CPU per transaction, ms (machine: every process on the cores):');
  line('pgbench TPC-B-like', anchor.transactions, anchor.cpu, '');
  for (const run of runs)
    line(
      `bet over HTTP, ${run.instances} server process(es)`,
      run.bets,
      run.cpu,
      `, servers ${per(run.serverCpuMs, run.bets)}, clients ${per(run.loadCpuMs, run.bets)}`,
    );
  line("a bet's statements through pgbench", statements.transactions, statements.cpu, '');
  const anchorMs = anchor.cpu.busyMs / anchor.transactions;
  console.log(
    `ratio the machine's CPU allows (TPC-B's CPU ÷ a bet's): ` +
      runs.map((run) => (anchorMs / (run.cpu.busyMs / run.bets)).toFixed(2)).join(', '),
  );
}

async function main() {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const betDb = `bench_bets_${tag}`;
  const pgbenchDb = `bench_pgbench_${tag}`;
  await admin(`CREATE DATABASE ${betDb}`);
  await admin(`CREATE DATABASE ${pgbenchDb}`);
  // The anchor first and alone: nothing of ours competes with it for cores or connections.
  execFileSync('pgbench', [...pgbenchCommon(), '-i', '-s', '10', '-q', pgbenchDb], {
    stdio: 'ignore',
  });
  const anchor = pgbench(pgbenchDb);
  const { tps } = anchor;
  const scripts = await mkdtemp(join(tmpdir(), 'bench-bets-'));
  const db = openPostgres(urlOf(betDb), 4);
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
    const tokenSecretHex = randomBytes(32).toString('hex');
    const cores = availableParallelism();
    const runs: TRun[] = [];
    for (const instances of cores > 1 ? [1, cores] : [1])
      runs.push(await measure(urlOf(betDb), tokenSecretHex, players, instances));
    const statements = pgbench(betDb, await betSqlScript(db, scripts));
    const databaseOnly = statements.tps;

    console.log(
      `bet placement over HTTP, ${clients} clients, ${measureMs / 1000} s, ${cores} cores:`,
    );
    for (const run of runs)
      console.log(
        `  ${run.instances} server process(es): ${run.betsPerS.toFixed(0)} bets/s ` +
          `(${run.failures} refused), latency p50 ${run.p50.toFixed(1)} ms, ` +
          `p99 ${run.p99.toFixed(1)} ms`,
      );
    console.log(`anchor: pgbench TPC-B-like, ${clients} clients: ${tps.toFixed(0)} tps`);
    console.log(
      `the database's share of a bet (its statements through pgbench, no HTTP, no Node): ` +
        `${databaseOnly.toFixed(0)} bets/s, ${(databaseOnly / tps).toFixed(2)} of TPC-B: ` +
        `the ceiling this PostgreSQL sets`,
    );
    printCpu(anchor, runs, statements);
    const best = runs.reduce((a, b) => (b.betsPerS > a.betsPerS ? b : a));
    const ratio = best.betsPerS / tps;
    console.log(
      `ratio bets/s ÷ pgbench tps: ${runs.map((run) => (run.betsPerS / tps).toFixed(2)).join(', ')}`,
    );
    console.log(
      `goals (best run, ${best.instances} process(es)): ≥ 0.5 of pgbench ${ratio >= 0.5 ? 'met' : 'MISSED'}; ` +
        `p99 < 50 ms ${best.p99 < 50 ? 'met' : 'MISSED'}`,
    );
  } finally {
    for (const child of children) child.kill();
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${betDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
    await rm(scripts, { recursive: true, force: true });
  }
}

await main();
