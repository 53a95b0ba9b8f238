import { useTranslation } from 'react-i18next';
import type { TGamePhaseState } from '../logic/game-phase.ts';
import { Countdown } from './countdown.tsx';

/** The phase label, and the countdown for the phases that count down to something. */
export function PhaseStatus({ state }: { state: TGamePhaseState }) {
  const { t } = useTranslation();
  const { phase, countdownEndsAtMs } = state;
  const countsDown =
    (phase === 'open' || phase === 'sealed' || phase === 'waiting') && countdownEndsAtMs !== null;
  return (
    <span className="phase-status">
      <span className={`phase-label is-${phase}`}>{t(`draws.phase.${phase}`)}</span>
      {countsDown && (
        <Countdown endsAtMs={countdownEndsAtMs} label={t(`draws.countdownTo.${phase}`)} />
      )}
    </span>
  );
}
