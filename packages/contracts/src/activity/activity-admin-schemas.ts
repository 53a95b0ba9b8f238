import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { queryInt } from '../validation/query-int.ts';
import { ZText } from '../validation/text.ts';
import { activityStates, activityTypes } from './activity-types.ts';
import { activityFieldsOut } from './activity-config-schemas.ts';

/** The back office's activity routes (issue #23): permissions activities.view and .manage. */

export const ZAdminActivity = z
  .object({
    ActivityId: z.number().int(),
    Type: z.enum(activityTypes),
    ...activityFieldsOut(),
    State: z.enum(activityStates),
    Paid: ZMoney,
    Remaining: ZMoney,
    Claims: z.number().int(),
    CreatedAt: z.number().int(),
    UpdatedAt: z.number().int(),
  })
  .meta({ id: 'AdminActivity' });
export type TAdminActivity = z.input<typeof ZAdminActivity>;

export const ZAdminActivityList = z
  .object({ Items: z.array(ZAdminActivity) })
  .meta({ id: 'AdminActivityList' });

export const ZAdminActivityQuery = z.object({ ActivityId: queryInt(1) });

export const ZAdminActivityPreview = z
  .object({
    ActivityId: z.number().int(),
    EligiblePlayers: z.number().int().describe('Players meeting the eligibility now'),
    ExpectedPrize: ZMoney.describe('Mean prize of one claim (weights × amounts)'),
    Periods: z.number().int(),
    ExpectedCost: ZMoney.describe('Eligible players × periods × claims per period × mean prize'),
    BudgetCoversClaims: z.number().int().describe('Claims of the mean prize the budget pays'),
  })
  .meta({ id: 'AdminActivityPreview' });
export type TAdminActivityPreview = z.input<typeof ZAdminActivityPreview>;

export const ZAdminActivityClaimsQuery = z.object({
  ActivityId: queryInt(1),
  Page: queryInt(1).default(1),
  PageSize: queryInt(1, 100).default(20),
});
export const ZAdminActivityClaims = z
  .object({
    Items: z.array(
      z.object({
        ClaimId: z.number().int(),
        UserId: z.number().int(),
        LoginId: z.string(),
        PeriodKey: z.string(),
        Amount: ZMoney,
        StreakDay: z.number().int().nullable(),
        PrizeIndex: z.number().int().nullable(),
        ClaimedAt: z.number().int(),
      }),
    ),
    Total: z.number().int(),
  })
  .meta({ id: 'AdminActivityClaims' });
export type TAdminActivityClaims = z.input<typeof ZAdminActivityClaims>;

export const ZScheduleActivityRequest = z
  .object({ ActivityId: z.number().int().min(1) })
  .meta({ id: 'ScheduleActivityRequest' });
export const ZStopActivityRequest = z
  .object({
    ActivityId: z.number().int().min(1),
    Reason: ZText.min(1).max(200).describe('Why: kept in the audit row'),
  })
  .meta({ id: 'StopActivityRequest' });
