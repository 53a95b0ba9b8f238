import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { HashExplainer } from '../components/hash-explainer.tsx';
import { HashRecentIssues } from '../components/hash-recent-issues.tsx';
import { HashVerifier } from '../components/hash-verifier.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import '../styles/base.css';
import '../styles/hash.css';

/** /BlockChainHash: how hash games draw, a verifier, and the hash game's recent issues. */
export default function BlockChainHashPage() {
  const { t } = useTranslation();
  const gameData = useGameData();
  const hashGame = gameData.data?.Games.find((game) => game.DrawSource === 'hash');
  return (
    <section className="draws-page" aria-labelledby="hash-title">
      <h1 id="hash-title">{t('draws.hash.title')}</h1>
      <HashExplainer />
      <HashVerifier />
      {hashGame ? (
        <HashRecentIssues gameId={hashGame.GameId} />
      ) : (
        <QueryStatus
          status={gameData.isError ? 'error' : gameData.data ? 'empty' : 'loading'}
          onRetry={() => void gameData.refetch()}
          emptyText={t('draws.hash.noHashGame')}
        />
      )}
    </section>
  );
}
