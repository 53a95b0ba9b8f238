import { useTranslation } from 'react-i18next';
import type { TScheduleRecordIssue } from '../api/search-schedule-records.ts';
import { betStateNameOf } from '../logic/bet-state.ts';
import { CardTable } from '../../../shared/ui/card-table.tsx';
import { Money } from '../../../shared/ui/money.tsx';

/**
 * A plan's issues in schedule order: multiple, amount, where the issue stands (waiting with its
 * hold, placed as a ticket in some bet state, or released) and the draw.
 */
export function ScheduleIssueTable({ issues }: { issues: readonly TScheduleRecordIssue[] }) {
  const { t } = useTranslation();
  const c = (key: 'multiple' | 'amount' | 'state' | 'winningNumber' | 'prize') =>
    t(`records.schedules.issueColumns.${key}`);
  return (
    <CardTable
      isCompact
      caption={t('records.schedules.issuesCaption')}
      rowHeader={{
        title: t('records.schedules.issueColumns.issue'),
        cell: (issue) => issue.IssueSerialNumber,
      }}
      columns={[
        { key: 'multiple', title: c('multiple'), isNumber: true, cell: (issue) => issue.Multiple },
        {
          key: 'amount',
          title: c('amount'),
          isNumber: true,
          cell: (issue) => <Money amount={issue.Amount} />,
        },
        {
          key: 'state',
          title: c('state'),
          cell: (issue) =>
            issue.State === 'placed' && issue.TicketState !== null
              ? t(`records.bets.states.${betStateNameOf(issue.TicketState)}`)
              : t(`records.schedules.issueStates.${issue.State}`),
        },
        {
          key: 'winningNumber',
          title: c('winningNumber'),
          cell: (issue) => issue.WinningNumber ?? '–',
        },
        {
          key: 'prize',
          title: c('prize'),
          isNumber: true,
          cell: (issue) => (issue.Prize > 0 ? <Money amount={issue.Prize} /> : '–'),
        },
      ]}
      rows={issues}
      rowKey={(issue) => issue.IssueSerialNumber}
    />
  );
}
