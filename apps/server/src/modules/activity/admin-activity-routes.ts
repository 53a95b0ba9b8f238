import {
  ZAdminActivity,
  ZAdminActivityClaims,
  ZAdminActivityClaimsQuery,
  ZAdminActivityList,
  ZAdminActivityPreview,
  ZAdminActivityQuery,
  ZSaveActivityRequest,
  ZScheduleActivityRequest,
  ZStopActivityRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import {
  adminActivityView,
  listActivityClaims,
  listAdminActivities,
  previewActivity,
} from './admin-activity-views.ts';
import { changeActivityState } from './change-activity-state.ts';
import { saveActivity } from './save-activity.ts';

const view = {
  tags: ['Admin activities'],
  access: 'admin',
  permission: 'activities.view',
} as const;
const manage = { ...view, permission: 'activities.manage' } as const;

/** The back office's activities (issue #23): configure, preview, schedule, stop, follow. */
export function adminActivityRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Activities',
      summary: 'Every activity with its state, budget used and claims',
      response: ZAdminActivityList,
      handler: () => listAdminActivities(deps.db, deps.clock.now()),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Activities/Claims',
      summary: "One activity's claims, newest first",
      query: ZAdminActivityClaimsQuery,
      response: ZAdminActivityClaims,
      handler: async ({ query }) =>
        unwrap(
          await listActivityClaims(deps.db, {
            activityId: query.ActivityId,
            page: query.Page,
            pageSize: query.PageSize,
          }),
        ),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Activities/Preview',
      summary: 'Players admitted and the expected cost against the budget',
      query: ZAdminActivityQuery,
      response: ZAdminActivityPreview,
      handler: async ({ query }) => unwrap(await previewActivity(deps.db, query.ActivityId)),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Activities/Save',
      summary: 'Create a draft, or change one (only drafts change)',
      body: ZSaveActivityRequest,
      response: ZAdminActivity,
      handler: async ({ session, body }) =>
        adminActivityView(
          deps.db,
          unwrap(await saveActivity(deps, session, body)),
          deps.clock.now(),
        ),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Activities/Schedule',
      summary: 'Fix a draft: it runs from its start to its end',
      body: ZScheduleActivityRequest,
      response: ZAdminActivity,
      handler: async ({ session, body }) =>
        adminActivityView(
          deps.db,
          unwrap(
            await changeActivityState(deps, session, {
              activityId: body.ActivityId,
              to: 'scheduled',
            }),
          ),
          deps.clock.now(),
        ),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Activities/Stop',
      summary: 'End a scheduled or running activity now, for good (paid prizes stay paid)',
      body: ZStopActivityRequest,
      response: ZAdminActivity,
      handler: async ({ session, body }) =>
        adminActivityView(
          deps.db,
          unwrap(
            await changeActivityState(deps, session, {
              activityId: body.ActivityId,
              to: 'stopped',
              reason: body.Reason,
            }),
          ),
          deps.clock.now(),
        ),
    }),
  ];
}
