import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TStep } from './type-rules.ts';

/**
 * The step a claim of a type with tasks or tiers names (the claim's Step, its ClaimNo): it must
 * exist, be done and not yet be claimed in the period.
 */
export function chosenStep(steps: readonly TStep[], step: number | undefined): TResult<TStep> {
  if (step === undefined) return fail('ActivityStepRequired');
  const chosen = steps.find((candidate) => candidate.claimNo === step);
  if (!chosen) return fail('ActivityStepNotFound', { step: String(step) });
  if (chosen.claimed) return fail('ActivityAlreadyClaimed');
  if (!chosen.done) return fail('ActivityStepNotDone');
  return succeed(chosen);
}

/** The claim numbers a player already used in the period (claimsInPeriod's rows). */
export const claimedNumbers = (rows: readonly { claim_no: number }[]) =>
  new Set(rows.map((row) => row.claim_no));

export const hasStepToClaim = (steps: readonly TStep[]) =>
  steps.some((step) => step.done && !step.claimed);
