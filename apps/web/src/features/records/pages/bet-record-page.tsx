import { betStates } from '@lottery/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { warn } from '../../../shared/notices/notices-store.ts';
import { useCancelTicket } from '../api/cancel-ticket.ts';
import { useBetRecords, type TBetRecord } from '../api/search-bet-records.ts';
import { BetRecordDetail } from '../components/bet-record-detail.tsx';
import { BetRecordFilters, type TBetFilters } from '../components/bet-record-filters.tsx';
import { BetRecordTable } from '../components/bet-record-table.tsx';
import { BetRecordSummary } from '../components/bet-record-summary.tsx';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { RecordsPageFrame } from '../components/records-page-frame.tsx';
import { useConfirmedMoneyCall } from '../hooks/use-confirmed-money-call.ts';
import { recordsPageSize, usePagedFilters } from '../hooks/use-paged-filters.ts';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

/**
 * /BetRecord: the player's tickets by game, state and site dates, a page at a time, with a detail
 * dialog and a cancel for open tickets whose issue has not sealed.
 */
export default function BetRecordPage() {
  const { t, i18n } = useTranslation();
  const { nowMs, filters, changeFilters, page, setPage } = usePagedFilters<TBetFilters>((now) => ({
    gameId: undefined,
    state: undefined,
    range: lastDays(now, 7),
  }));
  const [shownId, setShownId] = useState<number | null>(null);
  const isRangeValid = rangeProblemOf(filters.range) === null;
  const records = useBetRecords(
    {
      ...(filters.gameId !== undefined && { GameId: filters.gameId }),
      ...(filters.state !== undefined && { State: betStates[filters.state] }),
      DateFrom: filters.range.from,
      DateTo: filters.range.to,
      PageIndex: page,
      PageSize: recordsPageSize,
    },
    isRangeValid,
  );
  const cancel = useCancelTicket();
  const runMoneyCall = useConfirmedMoneyCall();
  const shown = records.data?.Items.find((item) => item.TicketId === shownId);
  const cancellingId = cancel.isPending ? (cancel.variables?.ticketId ?? null) : null;

  async function cancelTicket(record: TBetRecord) {
    const result = await runMoneyCall(
      t('records.bets.cancelConfirm', {
        serial: record.SerialNumber,
        amount: formatAmount(record.Amount, i18n.language),
      }),
      (idempotencyKey) => cancel.mutateAsync({ ticketId: record.TicketId, idempotencyKey }),
    );
    if (result)
      warn(
        'success',
        t('records.bets.cancelled', {
          serial: record.SerialNumber,
          amount: formatAmount(result.Refunded, i18n.language),
        }),
      );
  }

  return (
    <RecordsPageFrame title={t('records.bets.title')}>
      <BetRecordFilters filters={filters} nowMs={nowMs} onChange={changeFilters} />
      {isRangeValid && (
        <PagedResult
          query={records}
          emptyText={t('records.bets.empty')}
          page={page}
          pageSize={recordsPageSize}
          onPage={setPage}
        >
          {(data) => (
            <>
              <BetRecordSummary page={data} />
              <BetRecordTable
                items={data.Items}
                cancellingId={cancellingId}
                onDetails={(record) => setShownId(record.TicketId)}
                onCancel={(record) => void cancelTicket(record)}
              />
            </>
          )}
        </PagedResult>
      )}
      {shown && (
        <BetRecordDetail
          record={shown}
          isCancelling={cancellingId === shown.TicketId}
          onCancel={() => void cancelTicket(shown)}
          onClose={() => setShownId(null)}
        />
      )}
    </RecordsPageFrame>
  );
}
