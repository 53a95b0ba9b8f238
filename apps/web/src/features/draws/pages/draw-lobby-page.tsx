import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { scheduledGames } from '../logic/scheduled-games.ts';
import { DrawLobbyItem } from '../components/draw-lobby-item.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useGameSchedules } from '../hooks/use-game-schedules.ts';
import '../styles/base.css';
import '../styles/lobby.css';

/**
 * /DrawLobby: every scheduled game's latest result and the countdown to its next draw. New
 * results arrive through the hub (MultiJoin of every game, ReceiveWinningNumber) without reload.
 */
export default function DrawLobbyPage() {
  const { t } = useTranslation();
  const gameData = useGameData();
  const games = useMemo(
    () => (gameData.data ? scheduledGames(gameData.data) : []),
    [gameData.data],
  );
  const gameIds = useMemo(() => games.map((game) => game.GameId), [games]);
  const schedules = useGameSchedules(gameIds);

  return (
    <section className="draws-page" aria-labelledby="draw-lobby-title">
      <h1 id="draw-lobby-title">{t('draws.drawLobbyTitle')}</h1>
      {!gameData.data ? (
        <QueryStatus
          status={gameData.isError ? 'error' : 'loading'}
          onRetry={() => void gameData.refetch()}
        />
      ) : games.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('draws.noGames')} />
      ) : (
        <>
          {schedules.isError && !schedules.data && (
            <QueryStatus status="error" onRetry={() => void schedules.refetch()} />
          )}
          <ul className="draw-list">
            {games.map((game) => (
              <DrawLobbyItem
                key={game.GameId}
                game={game}
                info={schedules.data?.games[game.GameId]}
                state={schedules.phases.get(game.GameId)}
                serverOffsetMs={schedules.serverOffsetMs}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
