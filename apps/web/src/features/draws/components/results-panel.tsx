import type { TDrawIssue } from '@lottery/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawHistory } from '../api/search-draw-history.ts';
import { HistoryTable } from './history-table.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { VerifyDialog } from './verify-dialog.tsx';

export const historyPageSize = 20;

/** The paged results of a game, filtered by business date, each row with its verify panel. */
export function ResultsPanel({ gameId, categoryId }: { gameId: number; categoryId: number }) {
  const { t } = useTranslation();
  const dateId = useId();
  const [page, setPage] = useState(1);
  const [date, setDate] = useState('');
  const [verifying, setVerifying] = useState<TDrawIssue | null>(null);
  const history = useDrawHistory({
    GameId: gameId,
    PageIndex: page,
    PageSize: historyPageSize,
    ...(date ? { Date: date } : {}),
  });
  const pages = Math.max(1, Math.ceil((history.data?.TotalCount ?? 0) / historyPageSize));

  function chooseDate(next: string) {
    setDate(next);
    setPage(1);
  }

  return (
    <div className="results-panel">
      <div className="filters">
        <span className="picker">
          <label htmlFor={dateId}>{t('draws.date')}</label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(event) => chooseDate(event.target.value)}
          />
        </span>
        {date && (
          <button type="button" className="button" onClick={() => chooseDate('')}>
            {t('draws.allDates')}
          </button>
        )}
      </div>
      {!history.data ? (
        <QueryStatus
          status={history.isError ? 'error' : 'loading'}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.Items.length === 0 ? (
        <QueryStatus status="empty" />
      ) : (
        <>
          <HistoryTable
            items={history.data.Items}
            categoryId={categoryId}
            onVerify={setVerifying}
          />
          <Pager page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {verifying && (
        <VerifyDialog
          gameId={gameId}
          serialNumber={verifying.SerialNumber}
          categoryId={categoryId}
          onClose={() => setVerifying(null)}
        />
      )}
    </div>
  );
}
