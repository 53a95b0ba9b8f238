import { useTranslation } from 'react-i18next';
import {
  dismissWarning,
  useNotices,
  type TWarningKind,
} from '../../../shared/notices/notices-store.ts';

/** SPEC §2: cross for errors, check for success, exclamation for warnings. */
const icons: Record<TWarningKind, string> = { error: '✕', success: '✓', warning: '!' };

/** The top-right toast warnings; the icon's meaning is also spoken, as colour and glyph are not. */
export function WarningToasts() {
  const { t } = useTranslation();
  const warnings = useNotices((s) => s.warnings);
  return (
    <div className="warning-toasts" role="status" aria-live="polite">
      {warnings.map((item) => (
        <div className={`warning-toast is-${item.kind}`} key={item.id}>
          <span className="warning-icon" aria-hidden="true">
            {icons[item.kind]}
          </span>
          <span className="visually-hidden">{t(`notices.${item.kind}`)}</span>
          <span className="warning-text">{item.text}</span>
          <button
            type="button"
            className="notice-close"
            aria-label={t('notices.dismiss')}
            onClick={() => dismissWarning(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
