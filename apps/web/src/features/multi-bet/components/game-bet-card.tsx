import type { TGameCatalogueEntry, TGameInfo } from '@lottery/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  IssueResult,
  nameIn,
  PhaseStatus,
  shownIssueOf,
  type TGamePhaseState,
} from '../draws-parts.ts';

/**
 * One game on a multi-game screen: its name, the issue it is on with its phase and countdown,
 * its last result (or "drawing…" while the previous issue's result is due), the bet area
 * (`children`) and a link to its bet page for every other bet type.
 */
export function GameBetCard({
  game,
  info,
  state,
  children,
}: {
  game: TGameCatalogueEntry;
  info: TGameInfo | undefined;
  state: TGamePhaseState | undefined;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const name = nameIn(game.Name, i18n.language);
  const shown = state ? shownIssueOf(state) : undefined;
  const lastIssue = info?.LastIssue ?? null;
  const pending = state?.phase === 'open' ? state.pendingIssue : undefined;
  return (
    <article
      className="game-bet-card"
      data-phase={state?.phase ?? 'loading'}
      aria-labelledby={titleId}
    >
      <header className="game-bet-head">
        <h2 className="game-bet-name" id={titleId}>
          {name}
        </h2>
        {shown && (
          <span className="game-bet-issue">
            {t('multiBet.issue', { serial: shown.SerialNumber })}
          </span>
        )}
        {state ? (
          <PhaseStatus state={state} />
        ) : (
          <span className="muted">{t('common.loading')}</span>
        )}
      </header>
      {state?.phase !== 'instant' && (
        <p className="game-bet-result">
          {pending ? (
            <span className="muted">
              {t('multiBet.pendingResult', { serial: pending.SerialNumber })}
            </span>
          ) : (
            <>
              <span className="game-bet-result-label">
                {lastIssue
                  ? t('multiBet.issue', { serial: lastIssue.SerialNumber })
                  : t('multiBet.lastResult')}
              </span>
              {lastIssue ? (
                <IssueResult issue={lastIssue} categoryId={game.CategoryId} size="small" />
              ) : (
                <span className="muted">{t('multiBet.noResult')}</span>
              )}
            </>
          )}
        </p>
      )}
      {children}
      <Link className="text-link game-bet-more" to={paths.bet.getHref(game.GameId)}>
        {t('multiBet.moreBetTypes')}
        <span className="visually-hidden"> · {name}</span>
      </Link>
    </article>
  );
}
