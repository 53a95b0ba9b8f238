import { expect } from 'vitest';
import type { TTestApp } from '../../test-support/test-app.ts';
import { runningActivity, signInDraft } from '../activity/activity-fixtures.ts';
import { games, openIssue, place, star5 } from '../bet/bet-test-fixtures.ts';

/** Shared set-up of the contest's integration tests. */

export const contestDraft = (now: number, config: Record<string, unknown> = {}) => ({
  ...signInDraft(now),
  Type: 'lionKingContest',
  TitleEn: 'Lion King contest',
  TitleZh: '狮王争霸',
  RulesEn: 'Bet the most today.',
  RulesZh: '今日投注最多者胜。',
  TurnoverPercent: 0,
  Budget: 1000,
  Config: {
    Type: 'lionKingContest',
    RankPrizes: [100, 50, 20],
    GameIds: [],
    ShownPlaces: 10,
    ...config,
  },
});

/** A running contest saved and scheduled through the console's routes; returns its id. */
export const runningContest = (
  t: TTestApp,
  adminToken: string,
  overrides: Record<string, unknown> = {},
): Promise<number> =>
  runningActivity(t, adminToken, { ...contestDraft(t.clock.now()), ...overrides });

/**
 * Places `units` units of SSC 5-star direct (2 yuan each; tickets of up to 10 units, the first
 * row's digits) on an open issue of the game; returns the tickets' ids.
 */
export async function bet(
  t: TTestApp,
  token: string,
  units: number,
  gameId: number = games.jsssc,
): Promise<number[]> {
  const issue = await openIssue(t, gameId);
  const sizes = Array.from({ length: Math.ceil(units / 10) }, (_, i) =>
    Math.min(10, units - i * 10),
  );
  const response = await place(t, token, {
    GameId: gameId,
    IssueSerialNumber: issue,
    Tickets: sizes.map((size) =>
      star5([Array.from({ length: size }, (_, digit) => digit), [1], [2], [3], [4]]),
    ),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Tickets: { TicketId: number }[] }).Tickets.map((x) => x.TicketId);
}

export const leaderboard = (t: TTestApp, token: string, activityId: number) =>
  t.call('POST', '/api/Activity/Leaderboard', { token, body: { ActivityId: activityId } });
