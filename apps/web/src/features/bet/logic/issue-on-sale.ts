import type { TGamePhaseState } from '../../draws/logic/game-phase.ts';

/**
 * The issue bets go to now: the current issue while the game is open. None while sealed,
 * drawing, waiting or closed, and none for an instant game, which has no issues.
 */
export const issueOnSaleOf = (state: TGamePhaseState | undefined) =>
  state?.phase === 'open' ? state.currentIssue : undefined;
