import { ZActivityIdRequest, ZContestLeaderboard, ZContestResults } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { boardsOf } from './contest-boards.ts';
import { readContestResults } from './contest-results.ts';

const player = { tags: ['Activity'], access: 'user' } as const;

/** The contest screen's reads (/LionKingContest); live updates come over the hub. */
export function contestRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/Leaderboard',
      summary: "A contest's leaderboard of the current period, with my rank",
      body: ZActivityIdRequest,
      response: ZContestLeaderboard,
      handler: async ({ session, body }) => {
        const boards = await boardsOf(deps.db, {
          activityId: body.ActivityId,
          userIds: [session.userId],
          now: deps.clock.now(),
        });
        const board = unwrap(boards).get(session.userId);
        if (!board) throw new Error('the board of the asking player is missing');
        return board;
      },
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/ContestResults',
      summary: "A contest's paid periods, newest first: the places and their prizes",
      body: ZActivityIdRequest,
      response: ZContestResults,
      handler: async ({ session, body }) =>
        unwrap(
          await readContestResults(deps.db, {
            activityId: body.ActivityId,
            userId: session.userId,
          }),
        ),
    }),
  ];
}
