import type { TGameCatalogueEntry, TGameInfo } from '@lottery/contracts';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { shownIssueOf, type TGamePhaseState } from '../logic/game-phase.ts';
import { nameIn } from '../logic/names.ts';
import { IssueResult } from './issue-result.tsx';
import { PhaseStatus } from './phase-status.tsx';

/**
 * A lobby card: the game's name, the issue it is on, its phase and countdown and its last
 * result. The name is the link to the bet page (its description is the rest of the card), and
 * the link's hit area is stretched over the whole card, so a click anywhere goes there while a
 * screen reader hears a short link name. Memoised: the lobby re-renders when one game's phase
 * moves on, and the other cards keep theirs (their countdowns tick by themselves).
 */
export const GameCard = memo(function GameCard({
  game,
  info,
  state,
}: {
  game: TGameCatalogueEntry;
  info: TGameInfo | undefined;
  state: TGamePhaseState | undefined;
}) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const shown = state ? shownIssueOf(state) : undefined;
  const lastIssue = info?.LastIssue ?? null;
  const isOpenAwaitingResult = state?.phase === 'open' && state.pendingIssue !== undefined;
  return (
    <article className="game-card" data-phase={state?.phase ?? 'loading'}>
      <span className="game-card-head">
        <h2 className="game-name">
          <Link
            className="game-link"
            to={paths.bet.getHref(game.GameId)}
            aria-describedby={detailsId}
          >
            {nameIn(game.Name, i18n.language)}
          </Link>
        </h2>
        {state?.phase === 'maintenance' && (
          <span className="status-badge">{t('draws.maintenanceBadge')}</span>
        )}
      </span>
      <span className="game-card-body" id={detailsId}>
        {shown && (
          <span className="issue-number">{t('draws.issue', { serial: shown.SerialNumber })}</span>
        )}
        {state ? (
          <PhaseStatus state={state} />
        ) : (
          <span className="muted">{t('common.loading')}</span>
        )}
        {state?.phase === 'instant' ? (
          <span className="muted">{t('draws.instantNote')}</span>
        ) : (
          <span className="last-result">
            {isOpenAwaitingResult && state.pendingIssue ? (
              <span className="pending-result">
                {t('draws.pendingResult', { serial: state.pendingIssue.SerialNumber })}
              </span>
            ) : (
              <>
                <span className="last-result-label">
                  {lastIssue
                    ? t('draws.issue', { serial: lastIssue.SerialNumber })
                    : t('draws.lastResult')}
                </span>
                {lastIssue ? (
                  <IssueResult issue={lastIssue} categoryId={game.CategoryId} size="small" />
                ) : (
                  <span className="muted">{t('draws.noResult')}</span>
                )}
              </>
            )}
          </span>
        )}
      </span>
    </article>
  );
});
