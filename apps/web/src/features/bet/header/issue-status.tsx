import { useTranslation } from 'react-i18next';
import { PhaseStatus } from '../../draws/components/phase-status.tsx';
import { shownIssueOf, type TGamePhaseState } from '../../draws/logic/game-phase.ts';

/**
 * The issue the game is on, its phase and countdown (to the seal while open, to the draw while
 * sealed, to the start while waiting) and, while sealed or drawing, the issue that opens next.
 */
export function IssueStatus({ state }: { state: TGamePhaseState }) {
  const { t } = useTranslation();
  const shown = shownIssueOf(state);
  const next =
    state.phase === 'sealed' || state.phase === 'drawing' ? state.currentIssue : undefined;
  return (
    <div className="bet-issue">
      {shown && (
        <span className="bet-issue-number">{t('draws.issue', { serial: shown.SerialNumber })}</span>
      )}
      <PhaseStatus state={state} />
      {next && (
        <span className="bet-next-issue">
          {t('bet.header.nextIssue', { serial: next.SerialNumber })}
        </span>
      )}
    </div>
  );
}
