import type { TActivityState } from '@lottery/contracts';
import { StatusBadge, type TBadgeTone } from '../../shared/ui/status-badge.tsx';
import { activitiesTexts } from './activities-texts.ts';

const tones: Record<TActivityState, TBadgeTone> = {
  draft: 'muted',
  scheduled: 'info',
  running: 'ok',
  stopped: 'danger',
  exhausted: 'warn',
  ended: 'muted',
};

/** An activity's state as a word in its colour. */
export function ActivityStateBadge({ state }: { state: TActivityState }) {
  const texts = activitiesTexts.useTexts();
  return <StatusBadge tone={tones[state]}>{texts.states[state]}</StatusBadge>;
}
