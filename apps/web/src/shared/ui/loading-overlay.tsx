import { useTranslation } from 'react-i18next';

/**
 * SPEC §9: a 64 px spinner on a dark translucent background. index.html holds the same markup,
 * shown until React's first render; keep the two alike.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <svg className="spinner-ring" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle
          cx="32"
          cy="32"
          r="29"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.35"
          strokeWidth="6"
        />
        <path d="M32 3a29 29 0 0 1 29 29" fill="none" stroke="#fff" strokeWidth="6" />
      </svg>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
