import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { activityPeriodKinds, activityStates, activityTypes } from './activity-types.ts';
import { ZActivityConfig } from './activity-config-schemas.ts';

/** The player's activity routes (issue #23): list, detail, claim, awards and draw proofs. */

export const ZActivityIdRequest = z
  .object({ ActivityId: z.number().int().min(1) })
  .meta({ id: 'ActivityIdRequest' });

const summary = {
  ActivityId: z.number().int(),
  Type: z.enum(activityTypes),
  Title: z.string().describe('In the language of the request'),
  PeriodKind: z.enum(activityPeriodKinds),
  StartsAt: z.number().int(),
  EndsAt: z.number().int(),
  State: z.enum(activityStates),
  CanClaim: z.boolean().describe('A claim or spin would be accepted now'),
  IsNew: z.boolean().describe('Not opened by the player yet'),
};

export const ZActivityList = z
  .object({ Items: z.array(z.object(summary)), UnreadCount: z.number().int() })
  .meta({ id: 'ActivityList' });

export const ZActivityAward = z
  .object({
    ClaimId: z.number().int(),
    ActivityId: z.number().int(),
    ActivityType: z.enum(activityTypes),
    Title: z.string(),
    PeriodKey: z.string(),
    Amount: ZMoney,
    CashFlowType: z.number().int(),
    StreakDay: z.number().int().nullable(),
    PrizeIndex: z.number().int().nullable().describe('The entry drawn; null for a fixed prize'),
    TurnoverRequired: ZMoney,
    ClaimedAt: z.number().int(),
  })
  .meta({ id: 'ActivityAward' });
export type TActivityAward = z.input<typeof ZActivityAward>;

/**
 * One task or tier of an activity that has several (a newbie task, a deposit tier): what it asks,
 * how far the player is, and whether its prize is claimable or taken. `Key` names it for the
 * screen's texts; claiming it is claiming the activity with its `ClaimNo`.
 */
export const ZActivityStep = z
  .object({
    ClaimNo: z.number().int(),
    Key: z.string(),
    Target: ZMoney.nullable().describe('The amount it asks (deposit, turnover); null for a task'),
    Reached: ZMoney.nullable().describe('How much of Target the player has reached'),
    Done: z.boolean(),
    Claimed: z.boolean(),
    Prize: ZMoney.nullable().describe('A fixed prize; null when drawn or computed at the claim'),
  })
  .meta({ id: 'ActivityStep' });
export type TActivityStep = z.input<typeof ZActivityStep>;

export const ZActivityDetail = z
  .object({
    ...summary,
    Rules: z.string(),
    Config: ZActivityConfig,
    PeriodKey: z.string(),
    PeriodEndsAt: z.number().int(),
    Commitment: z.string().describe("SHA-256 of this period's secret draw seed"),
    Unmet: z.array(z.string()).describe('The eligibility conditions not met, in words'),
    Progress: z.object({
      ClaimedThisPeriod: z.number().int(),
      StreakDays: z.number().int().describe('Consecutive site days signed in, up to today'),
      SpinsLeft: z.number().int(),
      NextSpinTurnover: ZMoney.nullable().describe('Turnover still needed for one more spin'),
      TurnoverThisPeriod: ZMoney,
      Steps: z
        .array(ZActivityStep)
        .describe('Tasks or tiers of the types that have them (in order); empty for the others'),
    }),
    MyAwards: z.array(ZActivityAward),
  })
  .meta({ id: 'ActivityDetail' });
export type TActivityDetail = z.input<typeof ZActivityDetail>;

export const ZActivityClaimRequest = z
  .object({
    ActivityId: z.number().int().min(1),
    Step: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe("The step's ClaimNo, for the types with tasks or tiers; absent for the others"),
  })
  .meta({ id: 'ActivityClaimRequest' });
export type TActivityClaimRequest = z.output<typeof ZActivityClaimRequest>;

export const ZActivityClaimResponse = z
  .object({ Award: ZActivityAward, Balance: ZMoney })
  .meta({ id: 'ActivityClaimResponse' });

export const ZActivityAwardsRequest = z
  .object({
    Page: z.number().int().min(1).default(1),
    PageSize: z.number().int().min(1).max(100).default(20),
    ActivityId: z.number().int().min(1).optional().describe('Only this activity’s awards'),
  })
  .meta({ id: 'ActivityAwardsRequest' });
export const ZActivityAwards = z
  .object({ Items: z.array(ZActivityAward), Total: z.number().int() })
  .meta({ id: 'ActivityAwards' });

export const ZActivityDrawProofRequest = z
  .object({ ClaimId: z.number().int().min(1) })
  .meta({ id: 'ActivityDrawProofRequest' });
export const ZActivityDrawProof = z
  .object({
    ClaimId: z.number().int(),
    ActivityId: z.number().int(),
    PeriodKey: z.string(),
    UserId: z.number().int(),
    Nonce: z.number().int(),
    Weights: z.array(z.number().int()),
    Amounts: z.array(ZMoney),
    DrawnIndex: z.number().int(),
    Commitment: z.string(),
    ServerSeed: z.string().nullable().describe('Revealed once the period is over'),
    Verified: z
      .boolean()
      .nullable()
      .describe('The server’s own recomputation; null until revealed'),
  })
  .meta({ id: 'ActivityDrawProof' });
export type TActivityDrawProof = z.input<typeof ZActivityDrawProof>;

export const ZUnreadActivityCount = z
  .object({ Count: z.number().int() })
  .meta({ id: 'UnreadActivityCount' });
