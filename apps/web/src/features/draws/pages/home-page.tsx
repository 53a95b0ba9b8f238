import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { AnnouncementTicker } from '../components/announcement-ticker.tsx';
import { GameLobby } from '../components/game-lobby.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import '../styles/base.css';
import '../styles/lobby.css';

/** Home (/): greeting, announcements and the game lobby. */
export default function HomePage() {
  const { t } = useTranslation();
  const name = useUserInfo((s) => s.nickName || s.userName);
  const gameData = useGameData();
  return (
    <section className="draws-page" aria-labelledby="home-title">
      <div className="page-head">
        <h1 id="home-title">{t('draws.lobbyTitle')}</h1>
        <p className="muted">{t('shell.greeting', { name })}</p>
      </div>
      <AnnouncementTicker />
      <nav className="quick-links" aria-label={t('draws.quickLinks')}>
        <Link className="button" to={paths.drawLobby.getHref()}>
          {t('draws.drawLobbyTitle')}
        </Link>
        <Link className="button" to={paths.blockChainHash.getHref()}>
          {t('draws.hash.title')}
        </Link>
      </nav>
      {gameData.data ? (
        <GameLobby data={gameData.data} />
      ) : (
        <QueryStatus
          status={gameData.isError ? 'error' : 'loading'}
          onRetry={() => void gameData.refetch()}
        />
      )}
    </section>
  );
}
