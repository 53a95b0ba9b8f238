import { useTranslation } from 'react-i18next';

/** The loading, error and empty states of a section, in one place for every draws screen. */
export function QueryStatus({
  status,
  onRetry,
  emptyText,
}: {
  status: 'loading' | 'error' | 'empty';
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
        <p className="form-error">{t('draws.loadError')}</p>
        {onRetry && (
          <button type="button" className="button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  return <p className="query-status muted">{emptyText ?? t('draws.empty')}</p>;
}
