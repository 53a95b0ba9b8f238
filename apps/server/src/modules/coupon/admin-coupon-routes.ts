import {
  ZAdminCoupons,
  ZAdminCouponsQuery,
  ZAdminCouponTemplate,
  ZAdminCouponTemplateList,
  ZIssueCouponsRequest,
  ZIssueCouponsResponse,
  ZSaveCouponTemplateRequest,
  ZSetCouponTemplateStateRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { listAdminCoupons, listAdminTemplates } from './admin-coupon-views.ts';
import { adminIssueCoupons } from './admin-issue-coupons.ts';
import { saveCouponTemplate } from './save-coupon-template.ts';
import { setCouponTemplateState } from './set-coupon-template-state.ts';

// Coupons are promotions: the activities permissions cover them (operations' role has both).
const view = { tags: ['Admin coupons'], access: 'admin', permission: 'activities.view' } as const;
const manage = { ...view, permission: 'activities.manage' } as const;

/** The back office's coupons (issue #23): templates, issuing to players, issued coupons. */
export function adminCouponRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/CouponTemplates',
      summary: 'Every coupon template with issued, used and paid figures',
      response: ZAdminCouponTemplateList,
      handler: () => listAdminTemplates(deps.db),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/CouponTemplates/Save',
      summary: 'Create a coupon template (no Id) or change one (audited)',
      body: ZSaveCouponTemplateRequest,
      response: ZAdminCouponTemplate,
      handler: async ({ body, session }) =>
        unwrap(await saveCouponTemplate({ db: deps.db, now: deps.clock.now() }, session, body)),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/CouponTemplates/SetState',
      summary: 'Stop a coupon template (no more claims or issues) or resume it (audited)',
      body: ZSetCouponTemplateStateRequest,
      response: ZAdminCouponTemplate,
      handler: async ({ body, session }) =>
        unwrap(await setCouponTemplateState({ db: deps.db, now: deps.clock.now() }, session, body)),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Coupons/Issue',
      summary: 'Issue one coupon of a template to each player named, all or none (audited)',
      body: ZIssueCouponsRequest,
      response: ZIssueCouponsResponse,
      handler: async ({ body, session }) =>
        unwrap(await adminIssueCoupons({ db: deps.db, now: deps.clock.now() }, session, body)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Coupons',
      summary: 'Issued coupons, newest first, by template, player and state',
      query: ZAdminCouponsQuery,
      response: ZAdminCoupons,
      handler: ({ query }) => listAdminCoupons(deps.db, query, deps.clock.now()),
    }),
  ];
}
