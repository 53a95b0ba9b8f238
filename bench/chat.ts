/**
 * Chat history at scale (`npm run bench:chat`, issue #22 "Scale"): one room of 10,000,000
 * messages (BENCH_SCALE shrinks it) among a second room's 10 % more, on PostgreSQL. Measured, each
 * beside its bare SQL in the same run (the anchor):
 * - a history page (GetHistoryMessage's code, readHistory: membership, then 30 messages before
 *   an id) at random depths of the room, and the newest page;
 * - SyncWhenReconnected's read: 200 messages after a random id.
 * Goal: a page under 10 ms at 10,000,000 (p95).
 *
 * Measured 2026-11-27, BENCH_SCALE 1, PostgreSQL 15 on this 2-core machine beside other
 * sessions' builds and tests (load average 8 to 12): seeding 11,000,000 messages took 372 s.
 * p50 / p95 ms, anchor (bare SQL) p50 / p95:
 * - history page at a random depth: 2.13 / 7.98 beside 0.65 / 1.28 (goal met); the code's two
 *   round trips (membership, then the page) are most of the difference;
 * - newest page: 1.22 / 4.26 beside 0.59 / 1.57;
 * - sync, 200 after a random id: 1.38 / 4.42 beside 1.22 / 3.82.
 * At BENCH_SCALE 0.1 (1,000,000): 1.84 / 7.95, 1.23 / 7.02 and 1.99 / 7.03: the keyset page
 * costs the same at either size.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names the server (default the local 127.0.0.1:5432); a
 * throwaway database is created there and dropped at the end. BENCH_ITERATIONS: samples each.
 */
import type pg from 'pg';
import { chatSyncMaxPerRoom } from '../packages/contracts/src/index.ts';
import { messageColumns } from '../apps/server/src/modules/chat/message-rows.ts';
import { readHistory } from '../apps/server/src/modules/chat/read-history.ts';
import { findMembership } from '../apps/server/src/modules/chat/room-membership.ts';
import { syncMissed } from '../apps/server/src/modules/chat/sync-missed.ts';
import { withScratchDatabase, percentile, seconds } from './bench-support.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const scale = Number(process.env.BENCH_SCALE ?? 1);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const roomMessages = Math.round(10_000_000 * scale);
const pageSize = 30;
const goalMs = 10;

/** Latencies in ms of `count` calls (after ten unmeasured), each with its own input. */
async function sample(run: (i: number) => Promise<unknown>, count = iterations) {
  for (let i = 0; i < 10; i += 1) await run(i);
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await run(i);
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return latencies.sort((a, b) => a - b);
}

function line(name: string, measured: number[], anchor: number[]) {
  const ms = (value: number) => value.toFixed(2).padStart(8);
  const p95 = percentile(measured, 95);
  const anchorP95 = percentile(anchor, 95);
  console.log(
    `${name.padEnd(34)} ${ms(percentile(measured, 50))} ${ms(p95)}   ${ms(percentile(anchor, 50))} ` +
      `${ms(anchorP95)}  ${(p95 / anchorP95).toFixed(2).padStart(6)}  ${p95 < goalMs ? 'met' : 'MISSED'} (< ${goalMs} ms)`,
  );
}

/** The room (and a noisy neighbour, interleaved by id) written in one statement each. */
async function seed(pool: pg.Pool) {
  const start = process.hrtime.bigint();
  const [user] = (
    await pool.query<{ id: number }>(
      `INSERT INTO users (login_id, role, password_hash, nick_name)
       VALUES ('bench', 'player', 'x', 'bench') RETURNING id`,
    )
  ).rows;
  const rooms = await pool.query<{ id: number }>(
    `INSERT INTO chat_rooms (kind, name, created_at)
     VALUES ('public', 'big', 0), ('public', 'neighbour', 0) RETURNING id`,
  );
  const [room, neighbour] = rooms.rows.map((row) => row.id);
  if (!user || room === undefined || neighbour === undefined) throw new Error('seed failed');
  await pool.query(
    `INSERT INTO chat_room_members (room_id, user_id, joined_at) VALUES ($1, $2, 0)`,
    [room, user.id],
  );
  await pool.query(
    `INSERT INTO chat_messages (room_id, sender_id, sender_nick_name, kind, body, created_at)
     SELECT CASE WHEN n % 11 = 0 THEN $2::int ELSE $1::int END, $3, 'bench', 'text',
            'message number ' || n || ' of the bench room', n
       FROM generate_series(1, $4::bigint) n`,
    [room, neighbour, user.id, Math.round(roomMessages * 1.1)],
  );
  await pool.query(`VACUUM ANALYZE chat_messages`);
  console.log(
    `seeded ${Math.round(roomMessages * 1.1)} messages in ${seconds(start).toFixed(0)} s`,
  );
  return { userId: user.id, roomId: room };
}

async function main() {
  await withScratchDatabase(
    serverUrl,
    'bench_chat',
    { connections: 2, poolSize: 1 },
    async ({ db, pool }) => {
      const { userId, roomId } = await seed(pool);
      const [bounds] = (
        await pool.query<{ low: string; high: string }>(
          `SELECT min(id)::text AS low, max(id)::text AS high FROM chat_messages`,
        )
      ).rows;
      const low = Number(bounds?.low ?? 0);
      const high = Number(bounds?.high ?? 0);
      const randomId = (i: number) =>
        low + Math.floor((((i * 7_919) % 1_000) / 1_000) * (high - low));

      const barePage = `SELECT ${messageColumns} FROM chat_messages m
      WHERE m.room_id = $1 AND m.removed_at IS NULL AND m.id < $2 AND m.id > 0
      ORDER BY m.id DESC LIMIT ${pageSize + 1}`;
      const bareAfter = `SELECT ${messageColumns} FROM chat_messages m
      WHERE m.room_id = $1 AND m.removed_at IS NULL AND m.id > $2
      ORDER BY m.id LIMIT ${chatSyncMaxPerRoom + 1}`;
      console.log(
        `room of ${roomMessages} messages; p50 / p95 ms, anchor p50 / p95, ratio of p95s`,
      );
      line(
        'history page at a random depth',
        await sample((i) =>
          readHistory(db, userId, { roomId, beforeId: randomId(i), count: pageSize }),
        ),
        await sample((i) => pool.query(barePage, [roomId, randomId(i)])),
      );
      line(
        'newest page',
        await sample(() => readHistory(db, userId, { roomId, count: pageSize })),
        await sample(() => pool.query(barePage, [roomId, String(high + 1)])),
      );
      const membership = await findMembership(db, userId, roomId);
      if (!membership.ok) throw new Error('not a member');
      line(
        `sync: ${chatSyncMaxPerRoom} after a random id`,
        await sample((i) =>
          syncMissed(db, [membership.value], {
            Rooms: [
              { RoomId: roomId, LastMessageId: randomId(i), RemovalCursor: 0, ShareCursor: 0 },
            ],
          }),
        ),
        await sample((i) => pool.query(bareAfter, [roomId, randomId(i)])),
      );
    },
  );
}

await main();
