import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http-client.ts';

/**
 * The loading, error and empty states of a section, the same on every screen. An error shows the
 * server's own message when it sent one (a date range it refused, say), else a generic one.
 */
export function QueryStatus({
  status,
  error,
  onRetry,
  emptyText,
}: {
  status: 'loading' | 'error' | 'empty';
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <p className="query-status" role="status">
        <span className="spinner is-small" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  if (status === 'error')
    return (
      <div className="query-status" role="alert">
        <p className="form-error">
          {(error instanceof ApiError && error.body?.Message) || t('common.loadError')}
        </p>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  return <p className="query-status muted">{emptyText ?? t('common.empty')}</p>;
}
