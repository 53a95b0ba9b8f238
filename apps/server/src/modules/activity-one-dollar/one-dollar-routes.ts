import {
  ZActivityIdRequest,
  ZOneDollarBuyRequest,
  ZOneDollarBuyResponse,
  ZOneDollarCurrent,
  ZOneDollarRounds,
  ZOneDollarRoundsRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { buyShares } from './buy-shares.ts';
import { currentRound, pastRounds, readRoundView } from './one-dollar-views.ts';

const player = { tags: ['Activity'], access: 'user' } as const;

/** One-dollar treasure (一元夺宝, issue #23; README "Activities"). */
export function oneDollarRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/OneDollar/Current',
      summary: 'The open round: shares sold, my shares, the commitment of its draw seed',
      body: ZActivityIdRequest,
      response: ZOneDollarCurrent,
      handler: async ({ session, body }) =>
        unwrap(
          await deps.db.transaction((db) =>
            currentRound({ db, userId: session.userId, now: deps.clock.now() }, body.ActivityId),
          ),
        ),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/OneDollar/Buy',
      summary:
        'Buy shares of the open round (Idempotency-Key header); the last share sold draws the winner',
      body: ZOneDollarBuyRequest,
      response: ZOneDollarBuyResponse,
      handler: async (input) => {
        const bought = unwrap(await buyShares(deps, input));
        const round = await readRoundView(
          { db: deps.db, userId: input.session.userId, now: deps.clock.now() },
          bought.activityId,
          bought.roundNo,
        );
        if (!round) throw new Error(`round ${bought.activityId}/${bought.roundNo} vanished`);
        return {
          Round: round,
          FirstShare: bought.firstShare,
          Shares: bought.shares,
          Amount: bought.amount,
          Balance: bought.balance,
        };
      },
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/OneDollar/Rounds',
      summary: 'Past rounds, newest first: winners, my shares, revealed seeds',
      body: ZOneDollarRoundsRequest,
      response: ZOneDollarRounds,
      handler: ({ session, body }) =>
        pastRounds(
          { db: deps.db, userId: session.userId, now: deps.clock.now() },
          { activityId: body.ActivityId, page: body.Page, pageSize: body.PageSize },
        ),
    }),
  ];
}
