/**
 * Chat fan-out benchmark (`npm run bench:chat-fanout [-- members]`, default 5,000; issue #22
 * "Scale"): one room of N members, each connected over WebSocket and in the room's hub group.
 * Measured in the same run, alternating round by round:
 * - chat: a member's AddMessage, from just before its invocation leaves the client to the last
 *   member's ReceiveMessage (the method's checks and insert in PostgreSQL, then the group send);
 * - bare: the hub's group send of the same payload to the same N connections, from just before
 *   the call to the last arrival (no method, no database).
 * Prints p50 / p95 of each and the ratio chat / bare of the medians (goal at most 1.3).
 *
 * Measured 2026-11-27 on this 2-core machine shared with five other sessions' builds and tests
 * (load average 19 to 24), PostgreSQL 15, Node 20. p50 / p95, chat beside bare:
 * - 5,000 members: 417.5 / 792.8 ms beside 444.2 / 547.4 ms: ratio 0.94 at p50 (goal met),
 *   1.45 at p95; again at load 16: 254.5 / 515.6 ms beside 259.0 / 406.3 ms, 0.98 and 1.27
 *   (a ratio under 1 is within the spread between rounds, not a chat faster than the bare send);
 * - 1,000 members: 182.1 / 360.9 ms beside 138.0 / 222.6 ms: ratio 1.32 at p50;
 * - 300 members: 77.3 / 137.7 ms beside 38.1 / 162.1 ms: ratio 2.03 at p50.
 * The chat's own cost is a constant beside the fan-out's, which grows with the room: the client's
 * invocation and AddMessage's transaction (eight round trips to PostgreSQL: begin, membership,
 * the room's row lock, the account, the two rate limits, the insert, commit), a few ms on a quiet
 * machine and tens under this load. Past about a thousand members the group send dominates; in a
 * small room the ratio is mostly those round trips, which the moderation rules need in the
 * transaction. The spread between runs at this load is wide (p95 especially): rerun on a quiet
 * machine for figures to compare.
 *
 * Processes (bench/chat-fanout-children.ts): the server, the client set, and this one, which
 * seeds the database and drives them. BENCH_DATABASE_URL (or DATABASE_URL) names the PostgreSQL
 * server (default 127.0.0.1:5432); a throwaway database is created there and dropped at the end.
 * ChangeOnlineState is not pushed in this run (see the children's file): the members connect all
 * at once before the first round.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { adminOf, percentile } from './bench-support.ts';
import type {
  ClientsCommand,
  ClientsReply,
  Role,
  ServerCommand,
  ServerReply,
} from './chat-fanout-children.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const childModule = fileURLToPath(new URL('./chat-fanout-children.ts', import.meta.url));
const memberCount = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 5_000);
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = 20;
const WARM_UP_ROUNDS = 3;
const CONNECT_CONCURRENCY = 100;
/** Quiet time before each round; also keeps one room under its 20-a-second post limit. */
const SETTLE_MS = 200;
const ROUND_TIMEOUT_MS = 60_000;
const goalRatio = 1.3;
const admin = adminOf(serverUrl);
const children = new Set<ChildProcess>();

/** Starts a role of chat-fanout-children.ts; the server is given the database's URL. */
function start(role: Role, databaseUrl?: string): ChildProcess {
  const args = ['--import', 'tsx', childModule, role, ...(databaseUrl ? [databaseUrl] : [])];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Sends `command` (if any) and waits for the child's next message of type `type`. */
function ask<R extends { type: string }, T extends R['type']>(
  child: ChildProcess,
  command: ServerCommand | ClientsCommand | null,
  type: T,
  timeoutMs = 30_000,
): Promise<Extract<R, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no '${type}' from a child within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: R) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<R, { type: T }>);
    };
    child.on('message', onMessage);
    if (command) child.send(command);
  });
}
const askServer = <T extends ServerReply['type']>(
  child: ChildProcess,
  command: ServerCommand | null,
  type: T,
  timeoutMs?: number,
) => ask<ServerReply, T>(child, command, type, timeoutMs);
const askClients = <T extends ClientsReply['type']>(
  child: ChildProcess,
  command: ClientsCommand | null,
  type: T,
  timeoutMs?: number,
) => ask<ClientsReply, T>(child, command, type, timeoutMs);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toMs = (ns: bigint) => Number(ns) / 1e6;

/** N accounts, all members of one group room, in three statements. */
async function seed(pool: pg.Pool): Promise<{ roomId: number; userIds: number[] }> {
  const users = await pool.query<{ id: number }>(
    `INSERT INTO users (login_id, role, password_hash, nick_name)
     SELECT 'bench' || n, 'player', 'x', 'member ' || n FROM generate_series(1, $1::int) n
     RETURNING id`,
    [memberCount],
  );
  const [room] = (
    await pool.query<{ id: number }>(
      `INSERT INTO chat_rooms (kind, name, created_at) VALUES ('group', 'fan-out', 0) RETURNING id`,
    )
  ).rows;
  if (!room) throw new Error('seed failed');
  await pool.query(
    `INSERT INTO chat_room_members (room_id, user_id, joined_at)
     SELECT $1, id, 0 FROM users WHERE login_id LIKE 'bench%'`,
    [room.id],
  );
  return { roomId: room.id, userIds: users.rows.map((row) => row.id) };
}

async function main() {
  const database = `bench_chat_fanout_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const db = openPostgres(url.toString(), 1);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migrate(db);
    const { roomId, userIds } = await seed(pool);
    const server = start('server', url.toString());
    const { port } = await askServer(server, null, 'ready');
    const clients = start('clients');
    const connected = await askClients(
      clients,
      {
        type: 'connect',
        url: `ws://127.0.0.1:${port}/Hub`,
        userIds,
        concurrency: CONNECT_CONCURRENCY,
      },
      'connected',
      10 * 60_000,
    );
    if (connected.failed > 0)
      throw new Error(`${connected.failed} members failed to connect: ${connected.firstError}`);
    console.log(
      `chat fan-out: a room of ${memberCount.toLocaleString('en-US')} connected members ` +
        `(connected and synced in ${(connected.ms / 1000).toFixed(1)} s); ${ROUNDS} rounds of ` +
        `each after ${WARM_UP_ROUNDS} warm-up, alternating; Node ${process.version}, ` +
        `${cpus().length} cores`,
    );

    const chatMs: number[] = [];
    const bareMs: number[] = [];
    let payload: unknown = null;
    for (let index = 0; index < WARM_UP_ROUNDS + ROUNDS; index++) {
      const isMeasured = index >= WARM_UP_ROUNDS;
      // A different sender each round: one sender's limit is 5 messages in 10 s.
      const chatRound = async () => {
        await askClients(clients, { type: 'arm' }, 'armed');
        await delay(SETTLE_MS);
        const arrived = askClients(clients, null, 'arrived', ROUND_TIMEOUT_MS);
        const body = `round ${index}: the numbers are in, good luck everyone`;
        const { startNs } = await askClients(
          clients,
          { type: 'post', from: index % userIds.length, roomId, body },
          'posted',
        );
        const got = await arrived;
        if (got.duplicates > 0 || got.errors.length > 0)
          throw new Error(`chat round: ${got.duplicates} duplicates, ${got.errors.join(' ')}`);
        payload = got.payload;
        if (isMeasured) chatMs.push(toMs(got.lastNs - startNs));
      };
      const bareRound = async () => {
        await askClients(clients, { type: 'arm' }, 'armed');
        await delay(SETTLE_MS);
        const arrived = askClients(clients, null, 'arrived', ROUND_TIMEOUT_MS);
        const { startNs } = await askServer(
          server,
          { type: 'broadcast', roomId, payload },
          'broadcast',
        );
        const got = await arrived;
        if (got.duplicates > 0) throw new Error(`bare round: ${got.duplicates} duplicates`);
        if (isMeasured) bareMs.push(toMs(got.lastNs - startNs));
      };
      // The first round is the chat's: the bare send needs its payload.
      if (index % 2 === 0 || payload === null) {
        await chatRound();
        await bareRound();
      } else {
        await bareRound();
        await chatRound();
      }
    }

    chatMs.sort((a, b) => a - b);
    bareMs.sort((a, b) => a - b);
    const fmt = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
    console.log(`\n${''.padEnd(40)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
    console.log(
      `${'chat: AddMessage to the last member'.padEnd(40)} ${fmt(percentile(chatMs, 50))} ${fmt(percentile(chatMs, 95))}`,
    );
    console.log(
      `${'bare: hub group send to the last member'.padEnd(40)} ${fmt(percentile(bareMs, 50))} ${fmt(percentile(bareMs, 95))}`,
    );
    const ratio = percentile(chatMs, 50) / percentile(bareMs, 50);
    console.log(
      `\nratio chat / bare (p50): ${ratio.toFixed(2)}  goal <= ${goalRatio}: ` +
        `${ratio <= goalRatio ? 'met' : 'MISSED'}; at p95: ` +
        `${(percentile(chatMs, 95) / percentile(bareMs, 95)).toFixed(2)}`,
    );
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await pool.end();
    await db.close();
    await admin(`DROP DATABASE ${database} WITH (FORCE)`);
  }
}

process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
try {
  await main();
} catch (error) {
  console.error(`chat fan-out failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
