import { gameStates, type TGameCatalogueEntry } from '@lottery/contracts';
import type { TGamePhaseState } from '../../draws/logic/game-phase.ts';

export type TClosedReason = 'maintenance' | 'offline';

/**
 * Why the game takes no bets at all (SPEC §4 game states: maintain; offline or official
 * offline), or null when it does. LotteryGame/Info's state is the fresher (polled); the
 * session's catalogue stands in until it has answered.
 */
export function closedReasonOf(
  game: TGameCatalogueEntry,
  state: TGamePhaseState | undefined,
): TClosedReason | null {
  if (state) return state.phase === 'maintenance' || state.phase === 'offline' ? state.phase : null;
  if (game.GameState === gameStates.maintain) return 'maintenance';
  return game.GameState === gameStates.online ? null : 'offline';
}
