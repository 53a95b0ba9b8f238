import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { DrawHistoryView } from '../components/draw-history-view.tsx';
import { GameScheduleStrip } from '../components/game-schedule-strip.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useDrawTrendLive } from '../hooks/use-draw-trend-live.ts';
import { nameIn } from '../logic/names.ts';
import '../styles/base.css';
import '../styles/history.css';

/**
 * /DrawHistory/:id: the game's paged results (with a verify panel per issue), trend chart and
 * bead road, kept live through the hub's draw-trend group.
 */
export default function DrawHistoryPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const gameId = /^\d{1,6}$/.test(id ?? '') ? Number(id) : null;
  const gameData = useGameData();
  const game = gameData.data?.Games.find((item) => item.GameId === gameId);
  useDrawTrendLive(game && game.DrawSource !== 'instant' ? game.GameId : null);

  if (!gameData.data)
    return (
      <section className="draws-page">
        <QueryStatus
          status={gameData.isError ? 'error' : 'loading'}
          onRetry={() => void gameData.refetch()}
        />
      </section>
    );
  if (!game || game.DrawSource === 'instant')
    return (
      <section className="draws-page" aria-labelledby="history-title">
        <h1 id="history-title">{t('draws.unknownGame')}</h1>
        <Link className="button" to={paths.drawLobby.getHref()}>
          {t('draws.toDrawLobby')}
        </Link>
      </section>
    );
  return (
    <section className="draws-page" aria-labelledby="history-title">
      <div className="page-head">
        <h1 id="history-title">
          {t('draws.historyTitle', { name: nameIn(game.Name, i18n.language) })}
        </h1>
        <Link className="text-link" to={paths.drawLobby.getHref()}>
          {t('draws.toDrawLobby')}
        </Link>
      </div>
      <GameScheduleStrip gameId={game.GameId} />
      <DrawHistoryView key={game.GameId} game={game} data={gameData.data} />
    </section>
  );
}
