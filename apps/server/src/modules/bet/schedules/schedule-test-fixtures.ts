import { expect } from 'vitest';
import type { TTestApp } from '../../../test-support/test-app.ts';
import { insertIssues, issueRun, type TIssueFixture } from '../../lottery/issue-fixtures.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { newKey } from '../bet-test-fixtures.ts';
import { settleIssue } from '../settle-issue.ts';
import { drawIssue } from '../ticket-fixtures.ts';

/** Test helpers of the chained-bet integration tests (not used by the server). */

const cycleMs = 60_000;
const dayMs = 86_400_000;
let seriesCount = 0;

/**
 * `count` back-to-back issues of a game (60 s apart, sealing 10 s before the next starts), the
 * first opened `openedMsAgo` ago (negative: it opens later). A series moves the clock a day on
 * (unless `sameDay`, for a second game beside the first) and has its own business date, so that
 * its numbers and draw times meet no other series' and the issues of earlier days are closed.
 * Log in after it: the day ends earlier sessions.
 */
export async function issueSeries(
  t: TTestApp,
  gameId: number,
  count: number,
  options: { openedMsAgo?: number; sameDay?: boolean } = {},
): Promise<TIssueFixture[]> {
  seriesCount += 1;
  if (!options.sameDay) t.clock.advance(dayMs);
  const issues = issueRun(gameId, {
    firstStart: t.clock.now() - (options.openedMsAgo ?? 10_000),
    cycleMs,
    sealMs: 10_000,
    count,
    businessDate: new Date(Date.UTC(2030, 0, seriesCount)).toISOString().slice(0, 10),
  });
  await insertIssues(t.db, issues);
  return issues;
}

export const schedule = (t: TTestApp, token: string, body: unknown, key: string = newKey()) =>
  t.call('POST', '/api/Bet/Schedule', { token, body, headers: { 'idempotency-key': key } });

export const stopSchedule = (
  t: TTestApp,
  token: string,
  scheduleId: number,
  key: string = newKey(),
) =>
  t.call('POST', '/api/Bet/StopSchedule', {
    token,
    body: { ScheduleId: scheduleId },
    headers: { 'idempotency-key': key },
  });

/** Draws an issue with a winning number and settles its tickets, as the draw and settlement jobs do. */
export async function drawAndSettle(t: TTestApp, issue: TIssueFixture, winning: string) {
  const ref = { gameId: issue.gameId, serialNumber: issue.serial };
  await drawIssue(t.db, ref, winning);
  const settled = await settleIssue(t.db, ref, { now: () => t.clock.now() });
  expect(settled).toMatchObject({ ok: true, value: { finished: true } });
}

/** The player's wallet and holds, in thousandths. */
export async function balancesOf(t: TTestApp, userId: number) {
  const [player, scheduleHolds, betHolds] = await Promise.all(
    (['player', 'schedule_holds', 'bet_holds'] as const).map((kind) =>
      balanceOf(t.db, { userId, kind }),
    ),
  );
  return { player, scheduleHolds, betHolds };
}

/** A plan's state and its issues' states with their tickets' states, in schedule order. */
export async function planOf(t: TTestApp, scheduleId: number) {
  const [plan] = await t.db.query<{ state: string; stop_reason: string | null }>(
    'SELECT state, stop_reason FROM bet_schedules WHERE id = $1',
    [scheduleId],
  );
  const issues = await t.db.query<{ state: string; ticket_state: number | null }>(
    `SELECT si.state, t.state AS ticket_state
       FROM bet_schedule_issues si
       JOIN lottery_issues i ON i.game_id = si.game_id AND i.serial_number = si.issue_serial
       LEFT JOIN bet_tickets t ON t.id = si.ticket_id
      WHERE si.schedule_id = $1 ORDER BY i.draw_at`,
    [scheduleId],
  );
  return {
    state: plan?.state,
    reason: plan?.stop_reason,
    issues: issues.map((issue) =>
      issue.ticket_state === null ? issue.state : `${issue.state}:${issue.ticket_state}`,
    ),
  };
}
