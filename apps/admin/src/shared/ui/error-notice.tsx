import { useTranslation } from 'react-i18next';
import { errorText } from '../api/api-error.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { uiTexts } from './ui-texts.ts';

/** A failed call's message in the administrator's language, with a retry when one is given. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  useTranslation();
  const texts = uiTexts.useTexts();
  return (
    <div className="error-notice" role="alert">
      <span>{errorText(error, currentLanguage())}</span>
      {onRetry && (
        <button type="button" className="button-link" onClick={onRetry}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}
