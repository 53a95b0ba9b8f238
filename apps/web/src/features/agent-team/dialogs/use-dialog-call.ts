import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../components/api-error-text.ts';

/**
 * A member dialog's one call: busy while it runs, the dialog closed as "changed" when it
 * succeeds, else the server's refusal shown in it and the buttons free for another try.
 */
export function useDialogCall(onClose: (changed: boolean) => void) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setIsBusy(true);
    setError(null);
    try {
      await call();
      onClose(true);
    } catch (caught) {
      setError(apiErrorText(caught, t));
      setIsBusy(false);
    }
  };
  return { isBusy, error, run };
}
