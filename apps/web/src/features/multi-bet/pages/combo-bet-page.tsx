import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { ComboBoard } from '../components/combo-board.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import '../styles/multi-bet.css';
import '../styles/combo-bet.css';

/** /ComboBet: several games' two-sided items on one board, updated live (JoinComboBet). */
export default function ComboBetPage() {
  const { t } = useTranslation();
  const gameData = useGameData();
  return (
    <section className="multi-bet-page combo-bet-page" aria-labelledby="combo-bet-title">
      <h1 id="combo-bet-title">{t('multiBet.combo.title')}</h1>
      {gameData.data ? (
        <ComboBoard data={gameData.data} />
      ) : (
        <QueryStatus
          status={gameData.isError ? 'error' : 'loading'}
          onRetry={() => void gameData.refetch()}
        />
      )}
    </section>
  );
}
