import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useHandOffToNoGame } from '../handoff/use-handed-off-tickets.ts';
import { gameIdOfParam } from '../logic/game-id-param.ts';
import { BetScreen } from '../screen/bet-screen.tsx';
import '../../draws/styles/base.css';
import '../../draws/styles/history.css';
import '../styles/bet-page.css';

/**
 * /Bet/:id (id is the game, SPEC §2): the game's bet screen, once the session's catalogue
 * (LotteryGame/Data) has it. An id it does not list is no game the player can bet on: offline
 * games are left out of it. A new id remounts the screen, so nothing of one game stays on the
 * next (a picked selection, a covered result, the seal watch).
 */
export default function BetPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const gameId = gameIdOfParam(id);
  const gameData = useGameData();
  const game = gameData.data?.Games.find((item) => item.GameId === gameId);
  useHandOffToNoGame(gameData.data && !game ? gameId : null);

  if (!gameData.data)
    return (
      <section className="bet-page">
        <QueryStatus
          status={gameData.isError ? 'error' : 'loading'}
          onRetry={() => void gameData.refetch()}
        />
      </section>
    );
  if (!game)
    return (
      <section className="bet-page" aria-labelledby="bet-title">
        <h1 id="bet-title">{t('bet.unknownGame')}</h1>
        <p>
          <Link className="button primary" to={paths.home.getHref()}>
            {t('common.backHome')}
          </Link>
        </p>
      </section>
    );
  return <BetScreen key={game.GameId} game={game} />;
}
