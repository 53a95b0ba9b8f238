import { useTranslation } from 'react-i18next';

/** SPEC §9: a 64 px spinner on a dark translucent background. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
