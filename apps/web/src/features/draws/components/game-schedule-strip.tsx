import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSchedules } from '../hooks/use-game-schedules.ts';
import { shownIssueOf } from '../logic/game-phase.ts';
import { PhaseStatus } from './phase-status.tsx';

/** One game's issue, phase and countdown, for the top of its history page. */
export function GameScheduleStrip({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const gameIds = useMemo(() => [gameId], [gameId]);
  const schedules = useGameSchedules(gameIds);
  const state = schedules.phases.get(gameId);
  if (!state) return null;
  const shown = shownIssueOf(state);
  return (
    <p className="schedule-strip">
      {shown && (
        <span className="issue-number">{t('draws.issue', { serial: shown.SerialNumber })}</span>
      )}
      <PhaseStatus state={state} />
    </p>
  );
}
