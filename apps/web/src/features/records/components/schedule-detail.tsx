import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { Dialog } from '@lottery/client-kit';
import type { TScheduleRecord } from '../api/search-schedule-records.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { DetailField } from './detail-field.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { ScheduleIssueTable } from './schedule-issue-table.tsx';
import { ScheduleProgress } from './schedule-progress.tsx';
import { ScheduleStateBadge } from './schedule-state-badge.tsx';
import { SelectionLines } from '../../../shared/lottery/selection-lines.tsx';

/** The stop conditions a plan was made with, in words ("on a win, at a profit of 100.000"). */
function useStopConditions(record: TScheduleRecord): string {
  const { t, i18n } = useTranslation();
  const conditions = [
    ...(record.StopIfWin ? [t('records.schedules.stopIfWin')] : []),
    ...(record.StopIfLoss ? [t('records.schedules.stopIfLoss')] : []),
    ...(record.StopAtProfit !== null
      ? [
          t('records.schedules.stopAtProfit', {
            amount: formatAmount(record.StopAtProfit, i18n.language),
          }),
        ]
      : []),
  ];
  return conditions.length
    ? conditions.join(t('records.listSeparator'))
    : t('records.schedules.noStop');
}

/** One chained bet: its ticket, conditions and figures, then every issue; a stop while running. */
export function ScheduleDetail({
  record,
  isStopping,
  onStop,
  onClose,
}: {
  record: TScheduleRecord;
  isStopping: boolean;
  onStop(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const stopConditions = useStopConditions(record);
  return (
    <Dialog
      title={t('records.schedules.detailTitle', { id: record.ScheduleId })}
      onClose={onClose}
      isBodyDescription={false}
      className="records-dialog is-wide"
      actions={
        <>
          {record.State === 'running' && (
            <button type="button" className="button" disabled={isStopping} onClick={onStop}>
              {t('records.schedules.stop')}
            </button>
          )}
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <dl className="records-detail">
        <DetailField term={t('records.schedules.fields.state')}>
          <ScheduleStateBadge record={record} />
        </DetailField>
        <DetailField term={t('records.schedules.fields.progress')}>
          <ScheduleProgress record={record} />
        </DetailField>
        <DetailField term={t('records.schedules.fields.game')}>{record.GameName}</DetailField>
        <DetailField term={t('records.schedules.fields.betType')}>{record.BetTypeName}</DetailField>
        <DetailField term={t('records.schedules.fields.selection')}>
          <SelectionLines betTypeId={record.BetTypeId} selection={record.Selection} />
        </DetailField>
        {record.Book === 'official' ? (
          <>
            <DetailField term={t('records.schedules.fields.mode')}>
              {record.Mode ? t(`records.modes.${record.Mode}`) : '–'}
            </DetailField>
            <DetailField term={t('records.schedules.fields.prizeGroup')}>
              {record.PrizeGroup ?? '–'}
            </DetailField>
          </>
        ) : (
          <DetailField term={t('records.schedules.fields.stake')}>
            {record.Stake !== null ? <Money amount={record.Stake} /> : '–'}
          </DetailField>
        )}
        <DetailField term={t('records.schedules.fields.stopConditions')}>
          {stopConditions}
        </DetailField>
        <DetailField term={t('records.schedules.fields.held')}>
          <Money amount={record.TotalAmount} />
        </DetailField>
        <DetailField term={t('records.schedules.fields.spent')}>
          <Money amount={record.StakeSpent} />
        </DetailField>
        <DetailField term={t('records.schedules.fields.prize')}>
          <Money amount={record.Prize} />
        </DetailField>
        <DetailField term={t('records.schedules.fields.createdAt')}>
          {siteTime.dateTime(record.CreatedAt)}
        </DetailField>
        {record.FinishedAt !== null && (
          <DetailField term={t('records.schedules.fields.finishedAt')}>
            {siteTime.dateTime(record.FinishedAt)}
          </DetailField>
        )}
      </dl>
      <ScheduleIssueTable issues={record.Issues} />
    </Dialog>
  );
}
