import { StatusBadge, type TBadgeTone } from '../../../shared/ui/status-badge.tsx';
import { gamesTexts } from '../games-texts.ts';

const tones: readonly TBadgeTone[] = ['ok', 'warn', 'muted', 'danger'];

/** SPEC §4 game state as a badge: online 0, maintain 1, offline 2, official offline 3. */
export function GameStateBadge({ state }: { state: number }) {
  const texts = gamesTexts.useTexts();
  const name = texts.states[state as 0 | 1 | 2 | 3] ?? String(state);
  return <StatusBadge tone={tones[state] ?? 'muted'}>{name}</StatusBadge>;
}
