/**
 * Settling one issue of 1,000,000 tickets on real PostgreSQL (`npm run bench:settlement`, issue
 * #8): the settlement module as the worker runs it (batches of 20,000 claimed with SKIP LOCKED,
 * the certain losers closed unread by the claiming statement, the others judged by the rules
 * engine, one ticket UPDATE, one ledger transaction, rebates and win notices per batch, 2 lanes)
 * against its anchor in the same run: one bare SQL UPDATE marking the same number of open tickets
 * of a twin issue settled. 100 players, 2% of the tickets win (ssc.star5.direct, one unit).
 * Both measured runs start from a checkpoint and a vacuumed table; each reports where its CPU
 * went (cpu-meter.ts), since the settlement uses two cores where the UPDATE uses one.
 * Goal: settlement ≤ 1.5 × the bare UPDATE. A missed goal is printed, not an exit code.
 *
 * BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); a
 * throwaway database is created there and dropped at the end. BENCH_TICKETS changes the count.
 */
import { createUser } from '../apps/server/src/modules/auth/create-user.ts';
import { settleIssue } from '../apps/server/src/modules/bet/settle-issue.ts';
import { post } from '../apps/server/src/modules/wallet/ledger.ts';
import { cpuBetween, processCpuMs, readCpu } from './cpu-meter.ts';
import { withScratchDatabase, seconds } from './bench-support.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tickets = Number(process.env.BENCH_TICKETS ?? 1_000_000);
const players = 100;
const gameId = 2; // the 1-minute in-house SSC of the default catalogue
const stake = 2_000n; // one unit, yuan mode

/** Starts measuring a run's CPU (cpu-meter.ts); the function returned says where it went, in s. */
function cpuMeter(): () => string {
  const from = readCpu();
  const own = process.cpuUsage();
  return () => {
    const cpu = cpuBetween(from, readCpu());
    const s = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(1));
    return (
      `CPU s: database ${s(cpu.postgresMs)}, this process ${s(processCpuMs(own))}, ` +
      `machine ${s(cpu.busyMs)}, stolen ${s(cpu.stealMs)} ` +
      `(cores busy ${(cpu.busyMs / cpu.wallMs).toFixed(2)})`
    );
  };
}

/** Settlement's lanes: one connection each. */
const lanes = 2;

async function main() {
  await withScratchDatabase(serverUrl, 'bench_settle', { connections: 4 }, async ({ db }) => {
    const now = Date.now();
    const userIds: number[] = [];
    for (let i = 0; i < players; i += 1) {
      const created = await db.transaction((tx) =>
        createUser(tx, { loginId: `settle${i}`, passwordHash: 'unused', role: 'player' }),
      );
      if (!created.ok) throw new Error('bench user');
      userIds.push(created.userId);
    }
    const serials = { 'BARE-0001': 60_000, 'BENCH-0001': 120_000 };
    for (const [serial, offset] of Object.entries(serials))
      await db.query(
        `INSERT INTO lottery_issues (game_id, serial_number, business_date, daily_index, start_at,
                                     close_at, draw_at, state, winning_number,
                                     original_winning_number, drawn_at)
         VALUES ($1, $2, '2026-11-22', $3, $4, $5, $6, 'drawn', '1,2,3,4,5', '1,2,3,4,5', $6)`,
        // Twin issues a minute apart (a game draws once at a time).
        [
          gameId,
          serial,
          offset / 60_000,
          now - offset - 120_000,
          now - offset - 65_000,
          now - offset - 60_000,
        ],
      );
    const setupStart = process.hrtime.bigint();
    for (const serial of Object.keys(serials))
      await db.query(
        `INSERT INTO bet_tickets (user_id, game_id, issue_serial, bet_type_id, book, selection,
                                  mode, multiple, units, amount, prize_group, user_group,
                                  created_at)
         SELECT u.ids[1 + g % $4], $1, $2, 'ssc.star5.direct', 'official',
                CASE WHEN g % 50 = 0 THEN '{"rows":[[1],[2],[3],[4],[5]]}'::jsonb
                     ELSE '{"rows":[[0],[0],[0],[0],[0]]}'::jsonb END,
                1, 1, 1, $5, 1950, 1950, $6
           FROM generate_series(0, $3 - 1) AS g, (SELECT $7::int[] AS ids) AS u`,
        [gameId, serial, tickets, players, stake, now, userIds],
      );
    // The stakes sit in each owner's holds, as placement leaves them.
    const perPlayer = BigInt(Math.ceil((2 * tickets) / players)) * stake;
    for (const userId of userIds) {
      const posted = await db.transaction((tx) =>
        post(tx, {
          kind: 'bench_stakes',
          at: now,
          postings: [
            { account: { userId, kind: 'bet_holds' }, amount: perPlayer },
            { account: 'house', amount: -perPlayer },
          ],
        }),
      );
      if (!posted.ok) throw new Error('bench stakes');
    }
    await db.exec('VACUUM ANALYZE bet_tickets');
    console.log(`setup: ${2 * tickets} tickets in ${seconds(setupStart).toFixed(1)} s`);

    // Each measured run starts from a checkpoint, so that neither writes out the other's pages.
    await db.exec('CHECKPOINT');
    // The meter first: its reading waits for the database to be quiet, outside the timed run.
    const bareCpu = cpuMeter();
    const bareStart = process.hrtime.bigint();
    await db.query(
      `UPDATE bet_tickets SET state = 2, settled_at = $3
        WHERE game_id = $1 AND issue_serial = $2 AND state = 0`,
      [gameId, 'BARE-0001', now],
    );
    const bare = seconds(bareStart);
    const bareUsage = bareCpu();

    // The bare UPDATE left a million dead rows in the shared table: vacuumed now, not by
    // autovacuum in the middle of the settlement.
    await db.exec('VACUUM bet_tickets');
    await db.exec('CHECKPOINT');
    const settleCpu = cpuMeter();
    const settleStart = process.hrtime.bigint();
    const settled = await settleIssue(
      db,
      { gameId, serialNumber: 'BENCH-0001' },
      { now: () => Date.now(), lanes },
    );
    const settlement = seconds(settleStart);
    const settleUsage = settleCpu();
    if (!settled.ok) throw new Error(`settlement refused: ${settled.error}`);

    const ratio = settlement / bare;
    console.log(
      `settling one issue of ${tickets.toLocaleString('en')} tickets, ${players} players:`,
    );
    console.log(
      `  settlement ${settlement.toFixed(1)} s (${settled.value.settled} settled, ${settled.value.closedUnread} of them closed unread, ${settled.value.winners} winners, ${settled.value.batches} batches (${settled.value.sharedBatches} shared), finished ${settled.value.finished})`,
    );
    console.log(`    ${settleUsage}`);
    console.log(`anchor: one bare UPDATE over as many open tickets: ${bare.toFixed(1)} s`);
    console.log(`    ${bareUsage}`);
    console.log(`ratio settlement ÷ bare UPDATE: ${ratio.toFixed(2)}`);
    console.log(`goal: ≤ 1.5 × the bare UPDATE ${ratio <= 1.5 ? 'met' : 'MISSED'}`);
  });
}

await main();
