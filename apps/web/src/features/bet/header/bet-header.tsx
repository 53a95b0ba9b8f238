import type { TGameCatalogueEntry, TGameInfo } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { PhaseStatus } from '../../draws/components/phase-status.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import type { TGamePhaseState } from '../../draws/logic/game-phase.ts';
import { nameIn } from '../../draws/logic/names.ts';
import { IssueStatus } from './issue-status.tsx';
import { LastResult } from './last-result.tsx';
import { RecentResults } from './recent-results.tsx';
import { WalletAmount } from './wallet-amount.tsx';

/**
 * The top of the bet page: the game's name and the wallet, then where the game stands (issue,
 * phase, countdown), the last result and the recent ones. An instant game has no issues: its
 * phase and a note stand in for them.
 */
export function BetHeader({
  game,
  state,
  info,
  schedulesStatus,
  onRetry,
  coveredSerial,
  onReveal,
}: {
  game: TGameCatalogueEntry;
  state: TGamePhaseState | undefined;
  info: TGameInfo | undefined;
  schedulesStatus: 'pending' | 'error' | 'success';
  onRetry(): void;
  coveredSerial: string | null;
  onReveal(): void;
}) {
  const { t, i18n } = useTranslation();
  const lastIssue = info?.LastIssue ?? null;
  const isInstant = game.DrawSource === 'instant';
  // While sealed or drawing, the issue line names the issue awaiting its draw already.
  const awaitedIssue = state?.phase === 'open' ? state.pendingIssue : undefined;
  return (
    <header className="bet-header">
      <div className="bet-header-top">
        <h1 id="bet-title">{nameIn(game.Name, i18n.language)}</h1>
        <WalletAmount />
      </div>
      {isInstant && state ? (
        <p className="bet-issue">
          <PhaseStatus state={state} />
          <span className="muted">{t('draws.instantNote')}</span>
        </p>
      ) : state ? (
        <>
          <IssueStatus state={state} />
          <LastResult
            lastIssue={lastIssue}
            pendingIssue={awaitedIssue}
            categoryId={game.CategoryId}
            isCovered={lastIssue !== null && lastIssue.SerialNumber === coveredSerial}
            onReveal={onReveal}
          />
          <RecentResults
            gameId={game.GameId}
            categoryId={game.CategoryId}
            lastSerial={lastIssue?.SerialNumber}
            coveredSerial={coveredSerial}
          />
        </>
      ) : (
        <QueryStatus status={schedulesStatus === 'error' ? 'error' : 'loading'} onRetry={onRetry} />
      )}
    </header>
  );
}
