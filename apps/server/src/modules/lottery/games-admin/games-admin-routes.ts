import {
  ZAdminGameList,
  ZAdminGameOddsQuery,
  ZBetNumberOddsUpdate,
  ZAdminIssueList,
  ZAdminIssuesQuery,
  ZOkResponse,
  ZSetGameLimitsRequest,
  ZSetGamePrizeGroupRequest,
  ZSetGameScheduleRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { gameOdds } from './game-odds.ts';
import { listAdminGames } from './list-admin-games.ts';
import { listAdminIssues } from './list-admin-issues.ts';
import { setGameLimits } from './set-game-limits.ts';
import { setGamePrizeGroup } from './set-game-prize-group.ts';
import { setGameSchedule } from './set-game-schedule.ts';

/**
 * The Games section's own API (issue #19). The state switch, result entry, issue cancel and the
 * two-sided odds keep their earlier routes (/api/Admin/LotteryGame/*, /api/Admin/LotteryIssue/*).
 */

const common = { tags: ['Admin', 'Games'], access: 'admin' } as const;

export function gamesAdminRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...common,
      permission: 'games.view',
      method: 'GET',
      url: '/api/Admin/Games',
      summary: 'Every game with its state, schedule, limits and win-hold threshold',
      response: ZAdminGameList,
      handler: async ({ language }) => ({ Games: await listAdminGames(deps.db, language) }),
    }),
    defineRoute({
      ...common,
      permission: 'games.view',
      method: 'GET',
      url: '/api/Admin/Games/Issues',
      summary: "A game's opened issues, newest first: result, sources, proof, tickets and money",
      query: ZAdminIssuesQuery,
      response: ZAdminIssueList,
      handler: async ({ query }) => listAdminIssues(deps.db, query, deps.clock.now()),
    }),
    defineRoute({
      ...common,
      permission: 'games.view',
      method: 'GET',
      url: '/api/Admin/Games/Odds',
      summary:
        "A game's two-sided odds in force (rows as SetTwoSidedOdds takes them); empty without " +
        'the two-sided book',
      query: ZAdminGameOddsQuery,
      response: ZBetNumberOddsUpdate,
      handler: async ({ query }) => unwrap(await gameOdds(deps.db, query.GameId)),
    }),
    defineRoute({
      ...common,
      permission: 'games.manage',
      method: 'POST',
      url: '/api/Admin/Games/SetLimits',
      summary: 'Set the payout cap per ticket and the stake cap per player and issue',
      body: ZSetGameLimitsRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await setGameLimits(deps, session, body));
        return { Ok: true as const };
      },
    }),
    defineRoute({
      ...common,
      permission: 'games.manage',
      method: 'POST',
      url: '/api/Admin/Games/SetPrizeGroup',
      summary:
        'Set the highest prize group the game pays at and the lowest a ticket may choose (null: ' +
        'none); placement refuses a ticket above with 5116, below with 5117',
      body: ZSetGamePrizeGroupRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await setGamePrizeGroup(deps, session, body));
        return { Ok: true as const };
      },
    }),
    defineRoute({
      ...common,
      permission: 'games.manage',
      method: 'POST',
      url: '/api/Admin/Games/SetSchedule',
      summary: 'Set the seal seconds and the result timeout (6201: an instant game has none)',
      body: ZSetGameScheduleRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await setGameSchedule(deps, session, body));
        return { Ok: true as const };
      },
    }),
  ];
}
