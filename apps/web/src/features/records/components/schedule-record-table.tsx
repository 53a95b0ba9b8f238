import { useTranslation } from 'react-i18next';
import type { TScheduleRecord } from '../api/search-schedule-records.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { RecordActions } from './record-actions.tsx';
import { ScheduleProgress } from './schedule-progress.tsx';
import { ScheduleStateBadge } from './schedule-state-badge.tsx';

/** A page of chained bets: a table from 768 px, cards on a phone (as BetRecordTable). */
export function ScheduleRecordTable({
  items,
  stoppingId,
  onDetails,
  onStop,
}: {
  items: readonly TScheduleRecord[];
  stoppingId: number | null;
  onDetails(record: TScheduleRecord): void;
  onStop(record: TScheduleRecord): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  return (
    <CardTable
      rowHeader={{
        title: t('records.schedules.columns.plan'),
        cell: (record) => (
          <>
            {t('records.schedules.planNumber', { id: record.ScheduleId })}
            <span className="records-sub">{siteTime.dateTime(record.CreatedAt)}</span>
          </>
        ),
      }}
      columns={[
        {
          key: 'game',
          title: t('records.schedules.columns.game'),
          cell: (record) => (
            <>
              {record.GameName}
              <span className="records-sub">{record.BetTypeName}</span>
            </>
          ),
        },
        {
          key: 'progress',
          title: t('records.schedules.columns.progress'),
          cell: (record) => <ScheduleProgress record={record} />,
        },
        {
          key: 'spent',
          title: t('records.schedules.columns.spent'),
          isNumber: true,
          cell: (record) => (
            <>
              <Money amount={record.StakeSpent} />
              <span className="records-sub">
                {t('records.schedules.ofHeld')} <Money amount={record.TotalAmount} />
              </span>
            </>
          ),
        },
        {
          key: 'prize',
          title: t('records.schedules.columns.prize'),
          isNumber: true,
          cell: (record) => <Money amount={record.Prize} />,
        },
        {
          key: 'state',
          title: t('records.schedules.columns.state'),
          cell: (record) => <ScheduleStateBadge record={record} />,
        },
        {
          key: 'actions',
          title: t('records.actions'),
          isActions: true,
          isTitleHidden: true,
          cell: (record) => (
            <RecordActions
              detailsLabel={t('records.schedules.detailsOf', { id: record.ScheduleId })}
              onDetails={() => onDetails(record)}
              takeBack={
                record.State === 'running'
                  ? {
                      text: t('records.schedules.stop'),
                      label: t('records.schedules.stopOf', { id: record.ScheduleId }),
                      isBusy: stoppingId === record.ScheduleId,
                      onClick: () => onStop(record),
                    }
                  : null
              }
            />
          ),
        },
      ]}
      rows={items}
      rowKey={(record) => record.ScheduleId}
    />
  );
}
