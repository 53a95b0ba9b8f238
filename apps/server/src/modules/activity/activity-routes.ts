import {
  ZActivityAwards,
  ZActivityAwardsRequest,
  ZActivityClaimRequest,
  ZActivityClaimResponse,
  ZActivityDetail,
  ZActivityDrawProof,
  ZActivityDrawProofRequest,
  ZActivityIdRequest,
  ZActivityList,
  ZUnreadActivityCount,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { activityDrawProof } from './activity-draw-proof.ts';
import { readAwards } from './award-rows.ts';
import { claimActivity } from './claim-activity.ts';
import { activityDetail, listActivities, unreadActivityCount } from './player-activities.ts';

const player = { tags: ['Activity'], access: 'user' } as const;

/** The player's activities (issue #23; README "Activities"). */
export function activityRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/List',
      summary: 'Running activities: whether I can claim now, and which I have not opened',
      response: ZActivityList,
      handler: ({ session, language }) =>
        listActivities({ db: deps.db, userId: session.userId, language, now: deps.clock.now() }),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/UnreadCount',
      summary: 'How many running activities I have not opened (unreadActivityCount)',
      response: ZUnreadActivityCount,
      handler: async ({ session, language }) => ({
        Count: await unreadActivityCount({
          db: deps.db,
          userId: session.userId,
          language,
          now: deps.clock.now(),
        }),
      }),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/Detail',
      summary:
        "One activity: rules, prizes, the period's seed commitment, my progress and awards (marks it read)",
      body: ZActivityIdRequest,
      response: ZActivityDetail,
      handler: async ({ session, language, body }) =>
        unwrap(
          await activityDetail(deps, {
            userId: session.userId,
            language,
            now: deps.clock.now(),
            activityId: body.ActivityId,
          }),
        ),
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/Claim',
      summary:
        'Claim the period’s prize or spin (Idempotency-Key header): once per player and period, within the budget',
      body: ZActivityClaimRequest,
      response: ZActivityClaimResponse,
      handler: async (input) => {
        const claimed = unwrap(await claimActivity(deps, input));
        return { Award: claimed.award, Balance: claimed.balance };
      },
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/MyAwards',
      summary: 'My awards across activities, newest first (/AwardDetail)',
      body: ZActivityAwardsRequest,
      response: ZActivityAwards,
      handler: async ({ session, language, body }) => {
        const awards = await readAwards(deps.db, {
          userId: session.userId,
          language,
          page: body.Page,
          pageSize: body.PageSize,
          ...(body.ActivityId !== undefined && { activityId: body.ActivityId }),
        });
        return { Items: awards.items, Total: awards.total };
      },
    }),
    defineRoute({
      ...player,
      method: 'POST',
      url: '/api/Activity/DrawProof',
      summary: 'The proof of one of my draws: table, nonce, commitment, and the seed once revealed',
      body: ZActivityDrawProofRequest,
      response: ZActivityDrawProof,
      handler: async ({ session, body }) =>
        unwrap(
          await activityDrawProof(deps.db, {
            userId: session.userId,
            claimId: body.ClaimId,
            now: deps.clock.now(),
          }),
        ),
    }),
  ];
}
