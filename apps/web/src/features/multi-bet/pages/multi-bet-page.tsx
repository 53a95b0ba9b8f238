import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { MultiBetScreen } from '../components/multi-bet-screen.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import '../styles/multi-bet.css';

/** /MultiBet/:type, where :type is a rules family id (ssc, 11x5, k3, pk10, …). */
export default function MultiBetPage() {
  const { t } = useTranslation();
  const { type = '' } = useParams();
  const gameData = useGameData();
  if (gameData.data) return <MultiBetScreen data={gameData.data} family={type} />;
  return (
    <section className="multi-bet-page" aria-label={t('multiBet.title')}>
      <QueryStatus
        status={gameData.isError ? 'error' : 'loading'}
        onRetry={() => void gameData.refetch()}
      />
    </section>
  );
}
