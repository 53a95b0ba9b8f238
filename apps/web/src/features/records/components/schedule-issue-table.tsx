import { useTranslation } from 'react-i18next';
import type { TScheduleRecordIssue } from '../api/search-schedule-records.ts';
import { betStateNameOf } from '../logic/bet-state.ts';
import { Money } from './money.tsx';

/**
 * A plan's issues in schedule order: multiple, amount, where the issue stands (waiting with its
 * hold, placed as a ticket in some bet state, or released) and the draw.
 */
export function ScheduleIssueTable({ issues }: { issues: readonly TScheduleRecordIssue[] }) {
  const { t } = useTranslation();
  return (
    <div className="records-table-wrap">
      <table className="records-table is-compact">
        <caption className="records-caption">{t('records.schedules.issuesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('records.schedules.issueColumns.issue')}</th>
            <th scope="col" className="is-number">
              {t('records.schedules.issueColumns.multiple')}
            </th>
            <th scope="col" className="is-number">
              {t('records.schedules.issueColumns.amount')}
            </th>
            <th scope="col">{t('records.schedules.issueColumns.state')}</th>
            <th scope="col">{t('records.schedules.issueColumns.winningNumber')}</th>
            <th scope="col" className="is-number">
              {t('records.schedules.issueColumns.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.IssueSerialNumber}>
              <th scope="row">{issue.IssueSerialNumber}</th>
              <td className="is-number">{issue.Multiple}</td>
              <td className="is-number">
                <Money amount={issue.Amount} />
              </td>
              <td>
                {issue.State === 'placed' && issue.TicketState !== null
                  ? t(`records.bets.states.${betStateNameOf(issue.TicketState)}`)
                  : t(`records.schedules.issueStates.${issue.State}`)}
              </td>
              <td>{issue.WinningNumber ?? '–'}</td>
              <td className="is-number">
                {issue.Prize > 0 ? <Money amount={issue.Prize} /> : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
