import {
  ZActivityUserNotice,
  ZRedPackRainWinners,
  ZRedPackRainWinnersRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { periodOf } from './activity-period.ts';
import { readActivity, stateAt } from './activity-rows.ts';
import { activityUserNotice } from './activity-user-notice.ts';
import { recentWinners } from './types/red-pack-rain/rain-winners.ts';

const player = { tags: ['Activity'], access: 'user' } as const;

/** The red-pack rain's winner list, and the activities' part of the user info (SPEC §3). */
export function redPackRainRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/RedPackRain/GetWinnerList',
      summary: "A red-pack rain's latest grabs of today (masked login ids), newest first",
      body: ZRedPackRainWinnersRequest,
      response: ZRedPackRainWinners,
      handler: async ({ body }) => {
        const now = deps.clock.now();
        const activity = await readActivity(deps.db, body.ActivityId);
        const visible =
          activity?.type === 'redPackRain' &&
          !['draft', 'scheduled'].includes(stateAt(activity, now));
        const found = visible ? succeed(activity) : fail('ActivityNotFound');
        const rain = unwrap(found);
        return {
          Items: await recentWinners(deps.db, {
            activityId: rain.id,
            periodKey: periodOf(rain, now).key,
          }),
          ServerTime: now,
        };
      },
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/UserNotice',
      summary:
        'User info from activities: redPacketSolitaireEntryable and the team red-pack rain count',
      response: ZActivityUserNotice,
      handler: ({ session }) =>
        activityUserNotice(deps.db, { userId: session.userId, now: deps.clock.now() }),
    }),
  ];
}
