import type { TDrawIssue } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { IssueResult } from './issue-result.tsx';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

/** A page of results, newest first; each drawn or cancelled row can be verified. */
export function HistoryTable({
  items,
  categoryId,
  onVerify,
}: {
  items: readonly TDrawIssue[];
  categoryId: number;
  onVerify(issue: TDrawIssue): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  return (
    <div className="table-scroll">
      <table className="history-table">
        <thead>
          <tr>
            <th scope="col">
              {t('draws.issueColumn')}
              <span className="issue-time">{t('draws.drawTimeColumn')}</span>
            </th>
            <th scope="col">{t('draws.numbersColumn')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('draws.verify')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((issue) => (
            <tr
              key={issue.SerialNumber}
              className={issue.State === 'cancelled' ? 'is-cancelled' : ''}
            >
              <th scope="row">
                {issue.SerialNumber}
                <time className="issue-time" dateTime={new Date(issue.DrawTimeStamp).toISOString()}>
                  {siteTime.dateTimeWithZone(issue.DrawTimeStamp)}
                </time>
              </th>
              <td>
                <IssueResult issue={issue} categoryId={categoryId} size="small" />
              </td>
              <td>
                <button
                  type="button"
                  className="text-button"
                  aria-haspopup="dialog"
                  aria-label={t('draws.verifyIssue', { serial: issue.SerialNumber })}
                  onClick={() => onVerify(issue)}
                >
                  {t('draws.verify')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
