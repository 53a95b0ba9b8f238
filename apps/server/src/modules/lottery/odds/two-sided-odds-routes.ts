import { ZBetNumberOddsUpdate, ZSetTwoSidedOddsRequest } from '@lottery/contracts';
import { hubGroups } from '../../../hub/hub-groups.ts';
import type { TRealtime } from '../../../hub/realtime.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { setTwoSidedOdds, type TSetOddsDeps } from './set-two-sided-odds.ts';

/**
 * Administrators' two-sided odds. A change is pushed to everyone watching the game
 * (BetNumberOddsUpdate, SPEC §7) once committed; a push lost to a crash is made good by the next
 * LotteryGame/Data the screen reads, and a bet is always priced at the odds in force on the
 * server, whatever its screen showed.
 */
export function twoSidedOddsRoutes(deps: TSetOddsDeps & { realtime: TRealtime }) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/Admin/LotteryGame/SetTwoSidedOdds',
      summary:
        "Set the odds of outcomes of a game's two-sided book; the table may not return more " +
        'than 100 % of stakes. Answers the outcomes that changed',
      tags: ['Admin'],
      access: 'admin',
      permission: 'games.manage',
      body: ZSetTwoSidedOddsRequest,
      response: ZBetNumberOddsUpdate,
      handler: async ({ body, session }) => {
        const update = unwrap(await setTwoSidedOdds(deps, session, body));
        if (update.Odds.length > 0)
          await deps.realtime.toGroup(hubGroups.game(update.GameId), 'BetNumberOddsUpdate', update);
        return update;
      },
    }),
  ];
}
