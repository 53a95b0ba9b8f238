import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { IssueResult } from '../../draws/components/issue-result.tsx';
import { useRecentDraws } from '../../draws/hooks/use-recent-draws.ts';

/** How many issues the strip shows besides the last result above it. */
export const recentStripLength = 5;

/**
 * The results before the last one, newest first, from the same cached Search page as the bead
 * road (one request for both), with a link to the whole history. An issue under a scratch
 * card is left out until revealed, so the strip does not give it away.
 */
export function RecentResults({
  gameId,
  categoryId,
  lastSerial,
  coveredSerial,
}: {
  gameId: number;
  categoryId: number;
  lastSerial: string | undefined;
  coveredSerial: string | null;
}) {
  const { t } = useTranslation();
  const { history } = useRecentDraws(gameId, categoryId);
  const items = (history.data?.Items ?? [])
    .filter((issue) => issue.SerialNumber !== lastSerial && issue.SerialNumber !== coveredSerial)
    .slice(0, recentStripLength);
  return (
    <section className="bet-recent" aria-label={t('bet.header.recent')}>
      {items.length > 0 && (
        <ol className="bet-recent-list">
          {items.map((issue) => (
            <li className="bet-recent-item" key={issue.SerialNumber}>
              <span className="bet-recent-serial">
                {t('draws.issue', { serial: issue.SerialNumber })}
              </span>
              <IssueResult issue={issue} categoryId={categoryId} size="small" />
            </li>
          ))}
        </ol>
      )}
      <Link className="text-link" to={paths.drawHistory.getHref(gameId)}>
        {t('bet.header.moreResults')}
      </Link>
    </section>
  );
}
