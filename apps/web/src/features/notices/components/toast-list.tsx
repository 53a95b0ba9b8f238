import { useTranslation } from 'react-i18next';
import { dismissToast, useNotices } from '../../../shared/notices/notices-store.ts';

/**
 * Plain notices at the bottom centre. The live region is always in the page: screen readers only
 * announce changes to a region that existed before the change.
 */
export function ToastList() {
  const { t } = useTranslation();
  const toasts = useNotices((s) => s.toasts);
  return (
    <div className="toast-list" role="status" aria-live="polite">
      {toasts.map((item) => (
        <div className="toast" key={item.id}>
          <span>{item.text}</span>
          <button
            type="button"
            className="notice-close"
            aria-label={t('notices.dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
