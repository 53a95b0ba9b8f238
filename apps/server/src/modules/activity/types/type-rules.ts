import type {
  TActivityConfig,
  TActivityConfigInput,
  TActivityPeriodKind,
  TBuiltActivityType,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TResult } from '../../../platform/result.ts';
import type { TActivityPeriod } from '../activity-period.ts';
import type { TActivity } from '../activity-rows.ts';

/**
 * What one activity type brings to the engine (claim-activity.ts pays every type the same way:
 * eligibility, fair draw, unique claim row, budget under the row lock, ledger, turnover). A type
 * is a file of this folder and a line in registry.ts; its wire schema lives in
 * packages/contracts/src/activity/config/.
 */

/** A prize amount (bigint thousandths) and its relative chance. */
export interface TPrizeEntry {
  amount: bigint;
  weight: number;
}

/** One task or tier of the types that have several (the wire's ActivityStep). */
export interface TStep {
  claimNo: number;
  key: string;
  target: bigint | null;
  reached: bigint | null;
  done: boolean;
  claimed: boolean;
  prize: bigint | null;
}

export interface TProgress {
  claimedThisPeriod: number;
  streakDays: number;
  spinsLeft: number;
  nextSpinTurnover: bigint | null;
  steps: TStep[];
  /** A type whose claims end before the activity does for this player (newbie days over). */
  claimWindowOver?: boolean;
}

/**
 * The claim a player may make now: its number in the period (the draw's nonce and part of the
 * claim's unique key), the streak day it continues (sign-in) and the table its prize is drawn
 * from; a computed prize (interest, a deposit bonus) is a table of one entry.
 */
export interface TClaimPlan {
  claimNo: number;
  streakDay: number | null;
  table: TPrizeEntry[];
  /**
   * Paid into the bonus wallet with this turnover and expiry (pay-into-bonus-wallet.ts) instead
   * of the main wallet with the activity's turnover percent; absent for most types.
   */
  bonusWallet?: { turnoverMultiple: number; expiresAt: number };
}

export interface TClaimContext<C> {
  activity: TActivity;
  config: C;
  userId: number;
  period: TActivityPeriod;
  /** The player's net bets of the period so far, and deposits (check-eligibility.ts). */
  turnover: bigint;
  deposited: bigint;
  nowMs: number;
}

export interface TActivityTypeRules<
  K extends TBuiltActivityType,
  C extends { type: K },
  S extends { type: K } = { type: K },
> {
  type: K;
  /** The statement line of this type's prizes (cash-flow-types.ts). */
  cashFlowType: number;
  fromInput(input: Extract<TActivityConfigInput, { Type: K }>): C;
  wire(config: C): Extract<TActivityConfig, { Type: K }>;
  /** The jsonb form (amounts as decimal strings: jsonb numbers are not read back as bigint). */
  store(config: C): S;
  read(stored: S): C;
  /**
   * Every prize table of the configuration (checked, previewed, and bounding the budget); a type
   * whose prize is computed at the claim (interest, a percent of a deposit) gives a table of its
   * largest possible prize. At least one table.
   */
  prizeTables(config: C): TPrizeEntry[][];
  /** The one period kind the type's rules count in (a streak in days, a once-only prize), and why. */
  periodKind?: { only: TActivityPeriodKind; reason: string };
  /** Most claims one player can make in one period (the preview's upper estimate). */
  claimsPerPeriod(config: C): number;
  progress(db: TQueryable, context: TClaimContext<C>): Promise<TProgress>;
  /** The claim allowed now, or why none is (`step`: the chosen task or tier, if the type has). */
  plan(
    db: TQueryable,
    context: TClaimContext<C>,
    progress: TProgress,
    step: number | undefined,
  ): Promise<TResult<TClaimPlan>>;
  hasClaimLeft(progress: TProgress): boolean;
  /** The table a past claim drew from, for its draw proof. */
  tableOfClaim(config: C, claim: { claimNo: number; streakDay: number | null }): TPrizeEntry[];
  /** Work of the type in the claim's transaction once it is paid (an announcement, state). */
  afterClaim?(tx: TQueryable, claim: TClaimContext<C> & { claimId: string }): Promise<void>;
}

/** The claims the context's player already made in a period (by default the context's), in order. */
export async function claimsInPeriod(
  db: TQueryable,
  context: Pick<TClaimContext<unknown>, 'activity' | 'userId' | 'period'>,
  periodKey = context.period.key,
) {
  return db.query<{ claim_no: number; streak_day: number | null }>(
    `SELECT claim_no, streak_day FROM activity_claims
      WHERE activity_id = $1 AND user_id = $2 AND period_key = $3 ORDER BY claim_no`,
    [context.activity.id, context.userId, periodKey],
  );
}

/** A progress with nothing but the claims counted; types fill in what they show. */
export const progressOfClaims = (claimedThisPeriod: number): TProgress => ({
  claimedThisPeriod,
  streakDays: 0,
  spinsLeft: 0,
  nextSpinTurnover: null,
  steps: [],
});
