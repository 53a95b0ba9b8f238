import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { warn } from '../../../shared/notices/notices-store.ts';
import { useScheduleRecords, type TScheduleRecord } from '../api/search-schedule-records.ts';
import { useStopSchedule } from '../api/stop-schedule.ts';
import { PagedResult } from '../../../shared/ui/paged-result.tsx';
import { RecordsPageFrame } from '../components/records-page-frame.tsx';
import { ScheduleDetail } from '../components/schedule-detail.tsx';
import {
  ScheduleRecordFilters,
  type TScheduleFilters,
} from '../components/schedule-record-filters.tsx';
import { ScheduleRecordTable } from '../components/schedule-record-table.tsx';
import { useConfirmedMoneyCall } from '../hooks/use-confirmed-money-call.ts';
import { recordsPageSize, usePagedFilters } from '../hooks/use-paged-filters.ts';
import { lastDays, rangeProblemOf } from '../logic/site-date.ts';
import '../styles/records.css';

/**
 * /ScheduleRecord: the player's chained bets (追号) with their progress, a detail per plan with
 * every issue, and a stop for running plans that releases what is left.
 */
export default function ScheduleRecordPage() {
  const { t, i18n } = useTranslation();
  const { nowMs, filters, changeFilters, page, setPage } = usePagedFilters<TScheduleFilters>(
    (now) => ({ gameId: undefined, state: undefined, range: lastDays(now, 7) }),
  );
  const [shownId, setShownId] = useState<number | null>(null);
  const isRangeValid = rangeProblemOf(filters.range) === null;
  const records = useScheduleRecords(
    {
      ...(filters.gameId !== undefined && { GameId: filters.gameId }),
      ...(filters.state !== undefined && { State: filters.state }),
      DateFrom: filters.range.from,
      DateTo: filters.range.to,
      PageIndex: page,
      PageSize: recordsPageSize,
    },
    isRangeValid,
  );
  const stop = useStopSchedule();
  const runMoneyCall = useConfirmedMoneyCall();
  const shown = records.data?.Items.find((item) => item.ScheduleId === shownId);
  const stoppingId = stop.isPending ? (stop.variables?.scheduleId ?? null) : null;

  async function stopPlan(record: TScheduleRecord) {
    const waiting = record.Issues.filter((issue) => issue.State === 'waiting').length;
    const result = await runMoneyCall(
      t('records.schedules.stopConfirm', { id: record.ScheduleId, count: waiting }),
      (idempotencyKey) => stop.mutateAsync({ scheduleId: record.ScheduleId, idempotencyKey }),
    );
    if (result)
      warn(
        'success',
        t('records.schedules.stopped', {
          id: record.ScheduleId,
          amount: formatAmount(result.Released + result.Refunded, i18n.language),
        }),
      );
  }

  return (
    <RecordsPageFrame title={t('records.schedules.title')}>
      <ScheduleRecordFilters filters={filters} nowMs={nowMs} onChange={changeFilters} />
      {isRangeValid && (
        <PagedResult
          query={records}
          emptyText={t('records.schedules.empty')}
          page={page}
          pageSize={recordsPageSize}
          onPage={setPage}
        >
          {(data) => (
            <ScheduleRecordTable
              items={data.Items}
              stoppingId={stoppingId}
              onDetails={(record) => setShownId(record.ScheduleId)}
              onStop={(record) => void stopPlan(record)}
            />
          )}
        </PagedResult>
      )}
      {shown && (
        <ScheduleDetail
          record={shown}
          isStopping={stoppingId === shown.ScheduleId}
          onStop={() => void stopPlan(shown)}
          onClose={() => setShownId(null)}
        />
      )}
    </RecordsPageFrame>
  );
}
