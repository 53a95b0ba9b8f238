import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { periodOf } from '../activity/activity-period.ts';
import { readBoard, readRanks } from './contest-leaderboard.ts';
import { contestDraft, runningContest } from './contest-fixtures.ts';
import { rankStandings } from './contest-ranking.ts';
import type { TLionKingContestConfig } from '../activity/types/lion-king-contest.ts';

/**
 * The database's side of the contest's rules agrees with the TypeScript: the period keys the
 * triggers file totals under (activity_period_key) and the leaderboard's order and ranks.
 */
const t = useTestApp();

describe('the contest in SQL', () => {
  it('names periods as activity-period.ts does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('once', 'daily', 'weekly', 'monthly' as const),
        fc.integer({ min: 1_600_000_000_000, max: 2_100_000_000_000 }),
        async (kind, at) => {
          const [row] = await t.db.query<{ key: string }>(
            'SELECT activity_period_key($1, $2) AS key',
            [kind, at],
          );
          const activity = { periodKind: kind, startsAt: 0, endsAt: Number.MAX_SAFE_INTEGER };
          expect(row?.key).toBe(periodOf(activity, at).key);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('orders the leaderboard and counts ranks as the ranking rule does', async () => {
    const owner = await t.adminToken('owner');
    const id = await runningContest(t, owner, {
      Config: { ...contestDraft(t.clock.now()).Config, ShownPlaces: 100 },
    });
    const users = await Promise.all(Array.from({ length: 12 }, () => t.createAccount()));
    const config: TLionKingContestConfig = {
      type: 'lionKingContest',
      rankPrizes: [1n],
      gameIds: [],
      shownPlaces: 100,
    };
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            turnover: fc.bigInt({ min: -2n, max: 6n }),
            reachedAt: fc.integer({ min: 0, max: 4 }),
          }),
          { minLength: users.length, maxLength: users.length },
        ),
        async (values) => {
          round += 1;
          const period = { key: `test:${round}`, startsAt: 0, endsAt: 1 };
          const standings = values.map((value, i) => ({ ...value, userId: users[i]?.userId ?? 0 }));
          for (const s of standings)
            await t.db.query(
              `INSERT INTO activity_contest_totals (activity_id, period_key, user_id, turnover, reached_at)
               VALUES ($1, $2, $3, $4, $5)`,
              [id, period.key, s.userId, s.turnover, s.reachedAt],
            );
          const expected = rankStandings(standings);
          const board = await readBoard(t.db, { id, config }, period, 0);
          expect(board.Top.map((place) => [place.userId, place.Rank])).toEqual(
            expected.map((s) => [s.userId, s.rank]),
          );
          const ranks = await readRanks(
            t.db,
            { id },
            period,
            standings.map((s) => s.userId),
          );
          for (const s of standings)
            expect(ranks.get(s.userId)?.Rank).toBe(
              expected.find((r) => r.userId === s.userId)?.rank ?? null,
            );
        },
      ),
      { numRuns: 25 },
    );
  });
});
