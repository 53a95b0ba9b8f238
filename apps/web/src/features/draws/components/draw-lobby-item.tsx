import type { TGameCatalogueEntry, TGameInfo } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TGamePhaseState } from '../logic/game-phase.ts';
import { nameIn } from '../logic/names.ts';
import { Countdown } from './countdown.tsx';
import { IssueResult } from './issue-result.tsx';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

/** One game in the draw lobby: its latest result and the time to its next draw. */
export function DrawLobbyItem({
  game,
  info,
  state,
  serverOffsetMs,
}: {
  game: TGameCatalogueEntry;
  info: TGameInfo | undefined;
  state: TGamePhaseState | undefined;
  serverOffsetMs: number;
}) {
  const { t, i18n } = useTranslation();
  const siteTime = useSiteTime();
  const name = nameIn(game.Name, i18n.language);
  const last = info?.LastIssue ?? null;
  return (
    <li className="draw-item">
      <div className="draw-item-head">
        <h2 className="game-name">{name}</h2>
        <Link className="text-link" to={paths.drawHistory.getHref(game.GameId)}>
          {t('draws.history')}
          <span className="visually-hidden"> {name}</span>
        </Link>
      </div>
      {last ? (
        <div className="draw-item-result">
          <span className="issue-number">{t('draws.issue', { serial: last.SerialNumber })}</span>
          <IssueResult issue={last} categoryId={game.CategoryId} />
          <time className="muted" dateTime={new Date(last.DrawTimeStamp).toISOString()}>
            {siteTime.dateTimeWithZone(last.DrawTimeStamp)}
          </time>
        </div>
      ) : (
        <p className="muted">{info ? t('draws.noResult') : t('common.loading')}</p>
      )}
      <div className="draw-item-next">
        {state?.phase === 'drawing' && state.pendingIssue ? (
          <span className="pending-result">
            {t('draws.pendingResult', { serial: state.pendingIssue.SerialNumber })}
          </span>
        ) : state && (state.phase === 'maintenance' || state.phase === 'offline') ? (
          <span className={`phase-label is-${state.phase}`}>{t(`draws.phase.${state.phase}`)}</span>
        ) : state?.nextDrawAtMs != null ? (
          <Countdown endsAtMs={state.nextDrawAtMs - serverOffsetMs} label={t('draws.nextDraw')} />
        ) : state?.phase === 'waiting' ? (
          <span className="phase-label is-waiting">{t('draws.phase.waiting')}</span>
        ) : null}
      </div>
    </li>
  );
}
