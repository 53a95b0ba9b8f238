import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { loginHistory } from '../api/account-calls.ts';

const pageSize = 10;

/** The player's logins, newest first, ten at a time: when, from where, on what browser. */
export function LoginHistoryList() {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const history = useInfiniteQuery({
    queryKey: ['loginHistory'],
    queryFn: ({ pageParam }) => loginHistory(pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.Total ? pages.length + 1 : undefined,
  });
  const rows = history.data?.pages.flatMap((page) => page.Rows) ?? [];
  return (
    <section className="card account-card" aria-labelledby="login-history">
      <h2 id="login-history">{t('account.security.history')}</h2>
      {!history.data ? (
        <QueryStatus
          status={history.isError ? 'error' : 'loading'}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : rows.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('account.security.historyEmpty')} />
      ) : (
        <ul className="account-history">
          {rows.map((row) => (
            <li key={`${row.Time}-${row.Ip ?? ''}`}>
              <strong>{siteTime.dateTime(Date.parse(row.Time))}</strong>
              <span>
                {t('account.security.address')}: {row.Ip ?? '—'}
              </span>
              <span className="account-device">
                {t('account.security.device')}: {row.Device ?? '—'}
              </span>
              <span className={row.IsCurrent ? 'account-badge is-current' : 'account-badge'}>
                {row.IsCurrent
                  ? t('account.security.current')
                  : row.EndedAt
                    ? t('account.security.ended')
                    : t('account.security.open')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('account.security.more')}
        </button>
      )}
    </section>
  );
}
