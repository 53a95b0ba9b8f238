import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageKeys } from '../../shared/storage/storage-keys.ts';
import { Dialog } from '@lottery/client-kit';
import { isRecommendedBrowser } from './detect-browser.ts';

// sessionStorage: "once per visit" means once per browser session, not once ever.
function wasShownThisVisit(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(storageKeys.browserAdviceShown) === '1';
  } catch {
    return false;
  }
}

function markShownThisVisit(): void {
  try {
    globalThis.sessionStorage?.setItem(storageKeys.browserAdviceShown, '1');
  } catch {
    // Storage disabled: the advice may come again on the next page load, which is harmless.
  }
}

/** Recommends Edge, Firefox, Sogou or Chrome to anyone using another browser, once per visit. */
export function BrowserAdviceDialog({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(
    () => !isRecommendedBrowser(userAgent) && !wasShownThisVisit(),
  );
  useEffect(() => {
    if (isOpen) markShownThisVisit();
  }, [isOpen]);
  if (!isOpen) return null;
  const close = () => setIsOpen(false);
  return (
    <Dialog
      title={t('browserAdvice.title')}
      onClose={close}
      actions={
        <button type="button" className="button primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      <p>{t('browserAdvice.text')}</p>
    </Dialog>
  );
}
