import type { TQueryable } from '../../db/database.ts';
import type { TResult } from '../../platform/result.ts';
import { rulesOf } from './types/registry.ts';
import type { TClaimContext, TClaimPlan, TProgress } from './types/type-rules.ts';
import type { TConfig } from './types/registry.ts';

/**
 * What a player has done in a period and may claim now, by the activity's type (types/). Both
 * run inside the claim's transaction, so a plan sees the claims committed before it.
 */
export type TActivityContext = Omit<TClaimContext<TConfig>, 'config'>;

const withConfig = (context: TActivityContext): TClaimContext<TConfig> => ({
  ...context,
  config: context.activity.config,
});

export const progressOf = (db: TQueryable, context: TActivityContext): Promise<TProgress> =>
  rulesOf(context.activity.type).progress(db, withConfig(context));

export async function planClaim(
  db: TQueryable,
  context: TActivityContext,
  step: number | undefined,
): Promise<TResult<TClaimPlan>> {
  const rules = rulesOf(context.activity.type);
  const progress = await rules.progress(db, withConfig(context));
  return rules.plan(db, withConfig(context), progress, step);
}

export const hasClaimLeft = (context: TActivityContext, progress: TProgress) =>
  rulesOf(context.activity.type).hasClaimLeft(progress);

export const prizeTableOfClaim = (
  config: TConfig,
  claim: { claimNo: number; streakDay: number | null },
) => rulesOf(config.type).tableOfClaim(config, claim);

/** The type's own work once a claim is paid, in the claim's transaction (types/type-rules.ts). */
export async function afterClaim(
  tx: TQueryable,
  context: TActivityContext & { claimId: string },
): Promise<void> {
  await rulesOf(context.activity.type).afterClaim?.(tx, {
    ...withConfig(context),
    claimId: context.claimId,
  });
}
