import { randomBytes } from 'node:crypto';
import { commitmentOf, issueAt, type TIssueSchedule, type TScheduledIssue } from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../db/database.ts';
import {
  applyDecision,
  blockLookup,
  cancelIssue,
  gatherEvidence,
  type TDrawDecision,
  type TDueIssue,
  type TSourceProblem,
} from '../modules/lottery/draw-issue.ts';
import { listGames, type TGame } from '../modules/lottery/game-catalogue.ts';
import type { TIssueRow } from '../modules/lottery/issue-rows.ts';
import type { TBlockSource } from '../modules/lottery/sources/block-source.ts';
import { adminSourceName, type TResultSource } from '../modules/lottery/sources/result-source.ts';
import type { TClock } from '../platform/clock.ts';
import { periodicJob } from './periodic-job.ts';

/**
 * The draw scheduler (ARCHITECTURE "Draws"): creates issues ahead of time and draws them.
 *
 * Leadership. Each tick's writes run in ONE transaction that first takes
 * `pg_try_advisory_xact_lock(drawSchedulerLockKey)`; an instance that does not get it skips the
 * tick, so of several server instances exactly one schedules at a time, and the lock goes with
 * the transaction (a crashed leader holds nothing). Every write is also guarded on its own
 * (ON CONFLICT DO NOTHING for creation, `WHERE state = 'scheduled'` for draws and cancellations),
 * so even two leaders in a row, or a restart mid-tick, neither repeat nor skip anything.
 *
 * One tick, at one instant `now` read from the injected clock:
 * 1. Evidence (no transaction open): for the due issues (state 'scheduled', draw_at ≤ now, every
 *    game whatever its state) ask the block source or the result sources and decide each result
 *    (modules/lottery/draw-issue.ts). No transaction waits on a chain node or a feed, and the
 *    sandbox sources, which write their own rows, never run inside the tick's transaction (PGlite
 *    has one connection). Drawn external issues still inside their result timeout are asked too,
 *    for sources that have not reported yet: a later, different report marks them disputed.
 *    Every instance gathers, not only the last lock holder: otherwise two instances ticking in
 *    step could hand the lock back and forth to the one that had not gathered, and never draw.
 *    The cost is one block lookup per distinct draw time for issues not drawn yet.
 * 2. The transaction, under the lock:
 *    a. creation: for every game with a schedule whose state is online (0), the issues from
 *       issueAt(now) on whose start is before now + horizonMs and whose close is still ahead
 *       (no issue nobody could bet on), each with a fresh 32-byte seed from node:crypto and its
 *       commitment (fair games only; the seed is revealed once drawn). A game in maintenance or
 *       offline (1, 2, 3) gets no new issues; those it has still draw. At most maxCreatedPerTick.
 *    b. draws: each decision of step 1 is written, guarded by state; a scheduled issue whose
 *       result is still missing at draw_at + the game's result_timeout_ms is cancelled with
 *       cancelled_reason 'no result'.
 * 3. After the commit, onIssueFinal(gameId, row) for each issue this tick drew or cancelled
 *    (the realtime push); its failures are logged, never undo a draw.
 *
 * Hand-off to settlement: an issue set 'drawn' or 'cancelled' keeps settled_at NULL. Settlement
 * (the betting module) finds `state IN ('drawn', 'cancelled') AND settled_at IS NULL`, pays or
 * refunds the issue's bets and sets settled_at; onIssueFinal is only a prompt to do it sooner,
 * so nothing is lost when it fails or when an administrator draws or cancels an issue.
 */

/** The advisory lock key of the scheduler: the ASCII of "LottDraw" as a bigint (0x4c6f747444726177). */
export const drawSchedulerLockKey = 0x4c6f747444726177n;

export const defaultHorizonMs = 3_600_000;
export const defaultMaxCreatedPerTick = 5000;
export const defaultMaxDuePerTick = 2000;

/**
 * What one tick did; skipped when another instance held the lock (no issue was created, drawn or
 * cancelled; the sources may still have fixed a block or a feed result, which they keep).
 */
export interface TTickReport {
  created: number;
  drawn: number;
  cancelled: number;
  skipped: boolean;
}

/** The pino-style logger Fastify's app.log is. */
export interface TSchedulerLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface TDrawSchedulerDeps {
  db: TDatabase;
  clock: TClock;
  blockSource: TBlockSource;
  resultSources: readonly TResultSource[];
  /** Issues are created this far ahead (start before now + horizon); default one hour. */
  horizonMs?: number;
  /** Called after the commit for each issue a tick drew or cancelled. */
  onIssueFinal?: (gameId: number, issue: TIssueRow) => Promise<void> | void;
  logger?: TSchedulerLogger;
  maxCreatedPerTick?: number;
  maxDuePerTick?: number;
}

export interface TDrawScheduler {
  /** One tick (see the header); ticks of one scheduler never overlap. */
  tick(): Promise<TTickReport>;
  /** Ticks every intervalMs (after the previous tick ends) until stop(). */
  start(intervalMs?: number): void;
  /** Stops ticking and waits for a running tick to end. */
  stop(): Promise<void>;
}

interface TDueRow {
  game_id: number;
  serial_number: string;
  state: 'scheduled' | 'drawn';
  draw_at: bigint;
  server_seed: string | null;
  reported: string[];
}

const dueColumns = `i.game_id, i.serial_number, i.state, i.draw_at, i.server_seed,
  ARRAY(SELECT r.source FROM lottery_result_reports r
        WHERE r.game_id = i.game_id AND r.serial_number = i.serial_number) AS reported`;

const dueIssueOf = (row: TDueRow): TDueIssue => ({
  gameId: row.game_id,
  serialNumber: row.serial_number,
  state: row.state,
  drawAt: Number(row.draw_at),
  serverSeed: row.server_seed,
  reportedSources: row.reported,
});

/** Scheduled issues whose draw time has come, oldest first, then drawn external ones to cross-check. */
async function readDueIssues(
  db: TQueryable,
  nowMs: number,
  sourceNames: readonly string[],
  limit: number,
): Promise<TDueIssue[]> {
  const due = await db.query<TDueRow>(
    `SELECT ${dueColumns} FROM lottery_issues i
     WHERE i.state = 'scheduled' AND i.draw_at <= $1
     ORDER BY i.draw_at, i.game_id LIMIT $2`,
    [nowMs, limit],
  );
  const left = limit - due.length;
  if (sourceNames.length === 0 || left <= 0) return due.map(dueIssueOf);
  const unconfirmed = await db.query<TDueRow>(
    `SELECT ${dueColumns} FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id
     WHERE i.state = 'drawn' AND g.draw_source = 'external'
       AND i.draw_at > $1::bigint - g.result_timeout_ms
       AND EXISTS (SELECT 1 FROM unnest($2::text[]) AS s(name) WHERE NOT EXISTS (
         SELECT 1 FROM lottery_result_reports r
         WHERE r.game_id = i.game_id AND r.serial_number = i.serial_number AND r.source = s.name))
     ORDER BY i.draw_at, i.game_id LIMIT $3`,
    [nowMs, sourceNames, left],
  );
  return [...due, ...unconfirmed].map(dueIssueOf);
}

/** The issues to create for a game: from issueAt(now) (or after the last one made) to the horizon. */
function issuesToCreate(
  schedule: TIssueSchedule,
  lastDrawAt: number | null,
  nowMs: number,
  horizonMs: number,
  budget: number,
): TScheduledIssue[] {
  const wanted: TScheduledIssue[] = [];
  // Issues are made in order, so those up to the last one's draw exist: continue after it.
  let issue = issueAt(schedule, lastDrawAt !== null && lastDrawAt > nowMs ? lastDrawAt : nowMs);
  for (let steps = 0; steps <= budget && wanted.length < budget; steps += 1) {
    if (issue.startTimeStamp >= nowMs + horizonMs) break;
    if (issue.closeTimeStamp > nowMs && (lastDrawAt === null || issue.drawTimeStamp > lastDrawAt))
      wanted.push(issue);
    issue = issueAt(schedule, issue.drawTimeStamp);
  }
  return wanted;
}

/**
 * The draw time of each game's last issue made, in one statement (a tick runs every second; one
 * statement per game was most of an idle server's queries). Each game's max is its own index
 * lookup, as it was.
 */
async function lastDrawAtOf(tx: TQueryable, gameIds: number[]): Promise<Map<number, number>> {
  const rows = await tx.query<{ game_id: number; last: bigint | null }>(
    `SELECT g.id AS game_id,
            (SELECT max(i.draw_at) FROM lottery_issues i WHERE i.game_id = g.id) AS last
     FROM unnest($1::int[]) AS g(id)`,
    [gameIds],
  );
  return new Map(
    rows.flatMap((row) => (row.last === null ? [] : [[row.game_id, Number(row.last)] as const])),
  );
}

async function createIssues(
  tx: TQueryable,
  games: readonly TGame[],
  nowMs: number,
  horizonMs: number,
  maxCreated: number,
  logger: TSchedulerLogger | undefined,
): Promise<number> {
  let created = 0;
  const scheduled = games.flatMap((game) =>
    game.state === 0 && game.schedule && game.drawSource !== 'instant'
      ? [{ game, schedule: game.schedule }]
      : [],
  );
  const lastDrawAts = await lastDrawAtOf(
    tx,
    scheduled.map(({ game }) => game.id),
  );
  for (const { game, schedule } of scheduled) {
    if (created >= maxCreated) break;
    let wanted: TScheduledIssue[];
    try {
      const lastDrawAt = lastDrawAts.get(game.id) ?? null;
      wanted = issuesToCreate(schedule, lastDrawAt, nowMs, horizonMs, maxCreated - created);
    } catch (error) {
      // An administrator's broken schedule stops that game, not the others.
      logger?.error({ gameId: game.id, err: error }, 'lottery game schedule is not valid');
      continue;
    }
    if (wanted.length === 0) continue;
    const seeds = wanted.map(() =>
      game.drawSource === 'fair' ? randomBytes(32).toString('hex') : null,
    );
    const rows = await tx.query(
      `INSERT INTO lottery_issues (game_id, serial_number, business_date, daily_index, start_at,
                                   close_at, draw_at, server_seed, commitment)
       SELECT $1, * FROM unnest($2::text[], $3::date[], $4::int[], $5::int8[], $6::int8[],
                                $7::int8[], $8::text[], $9::text[])
       ON CONFLICT DO NOTHING
       RETURNING serial_number`,
      [
        game.id,
        wanted.map((issue) => issue.serialNumber),
        wanted.map((issue) => issue.businessDate),
        wanted.map((issue) => issue.dailyIndex),
        wanted.map((issue) => issue.startTimeStamp),
        wanted.map((issue) => issue.closeTimeStamp),
        wanted.map((issue) => issue.drawTimeStamp),
        seeds,
        seeds.map((seed) => (seed === null ? null : commitmentOf(seed))),
      ],
    );
    created += rows.length;
  }
  return created;
}

export function createDrawScheduler(deps: TDrawSchedulerDeps): TDrawScheduler {
  const {
    db,
    clock,
    blockSource,
    resultSources,
    horizonMs = defaultHorizonMs,
    onIssueFinal,
    logger,
    maxCreatedPerTick = defaultMaxCreatedPerTick,
    maxDuePerTick = defaultMaxDuePerTick,
  } = deps;
  const sourceNames = resultSources.map((source) => source.name);
  if (new Set(sourceNames).size !== sourceNames.length || sourceNames.includes(adminSourceName))
    throw new RangeError(`result source names are unique and not '${adminSourceName}'`);
  const problem: TSourceProblem = (details) => logger?.warn(details, 'lottery source problem');

  async function gather(nowMs: number) {
    const games = new Map((await listGames(db)).map((game) => [game.id, game]));
    const due = await readDueIssues(db, nowMs, sourceNames, maxDuePerTick);
    const blockAt = blockLookup(blockSource);
    const sources = { blockSource, resultSources };
    const decided: { issue: TDueIssue; game: TGame; decision: TDrawDecision }[] = [];
    for (const issue of due) {
      const game = games.get(issue.gameId);
      if (!game) continue;
      decided.push({
        issue,
        game,
        decision: await gatherEvidence(sources, game, issue, blockAt, problem),
      });
    }
    return decided;
  }

  async function runTick(): Promise<TTickReport> {
    const nowMs = clock.now();
    const decided = await gather(nowMs);
    const outcome = await db.transaction(async (tx) => {
      const [lock] = await tx.query<{ acquired: boolean }>(
        `SELECT pg_try_advisory_xact_lock(${drawSchedulerLockKey}) AS acquired`,
      );
      if (!lock?.acquired) return null;
      const games = await listGames(tx);
      const created = await createIssues(tx, games, nowMs, horizonMs, maxCreatedPerTick, logger);
      const finals: { row: TIssueRow; kind: 'drawn' | 'cancelled' }[] = [];
      for (const { issue, game, decision } of decided) {
        const drawn = await applyDecision(tx, issue, decision, nowMs);
        if (drawn) {
          finals.push({ row: drawn, kind: 'drawn' });
          continue;
        }
        if (issue.state === 'scheduled' && nowMs >= issue.drawAt + game.resultTimeoutMs) {
          const cancelled = await cancelIssue(tx, issue, 'no result');
          if (cancelled) finals.push({ row: cancelled, kind: 'cancelled' });
        }
      }
      return { created, finals };
    });
    if (!outcome) return { created: 0, drawn: 0, cancelled: 0, skipped: true };
    for (const { row } of outcome.finals) {
      try {
        await onIssueFinal?.(row.game_id, row);
      } catch (error) {
        logger?.error(
          { gameId: row.game_id, serialNumber: row.serial_number, err: error },
          'onIssueFinal failed',
        );
      }
    }
    const count = (kind: 'drawn' | 'cancelled') =>
      outcome.finals.filter((final) => final.kind === kind).length;
    return {
      created: outcome.created,
      drawn: count('drawn'),
      cancelled: count('cancelled'),
      skipped: false,
    };
  }

  const job = periodicJob(runTick, (error) =>
    logger?.error({ err: error }, 'draw scheduler tick failed'),
  );
  return { tick: job.tick, start: (intervalMs = 1000) => job.start(intervalMs), stop: job.stop };
}
