import { deriveHashDraw, isBlockHash } from '@lottery/lottery';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDrawHistory } from '../api/search-draw-history.ts';
import { MarkedHash } from './marked-hash.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';

const recentCount = 10;

/** The hash game's latest issues with their block hashes and the digits read from them. */
export function HashRecentIssues({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const history = useDrawHistory({ GameId: gameId, PageIndex: 1, PageSize: recentCount });
  return (
    <section className="card draws-card" aria-labelledby="hash-recent">
      <div className="page-head">
        <h2 id="hash-recent">{t('draws.hash.recentTitle')}</h2>
        <Link className="text-link" to={paths.drawHistory.getHref(gameId)}>
          {t('draws.history')}
        </Link>
      </div>
      {!history.data ? (
        <QueryStatus
          status={history.isError ? 'error' : 'loading'}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.Items.length === 0 ? (
        <QueryStatus status="empty" />
      ) : (
        <ul className="hash-issues">
          {history.data.Items.map((issue) => {
            const hash = issue.WinningNumber;
            return (
              <li key={issue.SerialNumber}>
                <span className="issue-number">
                  {t('draws.issue', { serial: issue.SerialNumber })}
                </span>
                {issue.State === 'cancelled' || hash === null || !isBlockHash(hash) ? (
                  <span className="issue-cancelled">{hash ?? t('draws.cancelled')}</span>
                ) : (
                  <>
                    <MarkedHash hash={hash} />
                    <strong className="hash-digits">{deriveHashDraw(hash).join('')}</strong>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
