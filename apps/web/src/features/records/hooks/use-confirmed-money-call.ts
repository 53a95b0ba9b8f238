import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { askConfirm, showWarning } from '../../../shared/dialogs/dialogs-store.ts';

/** No answer came (network down, gateway error): the call may or may not have moved money. */
const isUnanswered = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * A money-moving call behind a confirm dialog, under one Idempotency-Key per click. When no
 * answer came the player may retry, and the retry sends the same key, so the server replays the
 * first outcome rather than acting twice (server platform/idempotency.ts). A refusal is shown in
 * the server's words (Accept-Language) and not retried: a refused key stays refused.
 *
 * Resolves to the answer, or null when the player declined or the call failed.
 */
export function useConfirmedMoneyCall() {
  const { t } = useTranslation();
  return async function run<T>(
    question: string,
    send: (idempotencyKey: string) => Promise<T>,
  ): Promise<T | null> {
    if (!(await askConfirm(question))) return null;
    const idempotencyKey = crypto.randomUUID();
    for (;;) {
      try {
        return await send(idempotencyKey);
      } catch (error) {
        if (!isUnanswered(error)) {
          await showWarning((error as ApiError).body?.Message ?? t('records.callFailed'));
          return null;
        }
        const isRetrying = await askConfirm(t('records.noAnswer'), {
          confirmLabel: t('common.retry'),
        });
        if (!isRetrying) return null;
      }
    }
  };
}
