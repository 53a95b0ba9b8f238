import type { TActivityProgressContext } from '../shared/activity-frame.tsx';

/**
 * What a step list needs from the frame's claim: the step being claimed now, the step paid this
 * visit (for its animation), and whether a done step may be claimed (the activity runs and its
 * conditions are met).
 */
export function stepClaimState(context: TActivityProgressContext) {
  const { detail, activeStep, isClaiming, lastClaim } = context;
  return {
    canClaim: detail.State === 'running' && detail.Unmet.length === 0,
    claimingStep: isClaiming ? activeStep : null,
    paidStep: !isClaiming && lastClaim ? activeStep : null,
    onClaim: context.claimStep,
  };
}
