import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { useRefreshSecurityCenter } from '../api/security-center.ts';

/**
 * One account change: runs `call`, reloads the security centre after it, and says what went
 * wrong in the server's words (its Message is in the page's language, the catalogue's 70xx
 * codes included, so this bundle carries no error texts).
 */
export function useAccountAction<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const { t } = useTranslation();
  const refresh = useRefreshSecurityCenter();
  const mutation = useMutation({ mutationFn: call, onSuccess: () => void refresh() });
  const error = mutation.error
    ? (mutation.error instanceof ApiError && mutation.error.body?.Message) || t('common.loadError')
    : null;
  return { ...mutation, errorText: error };
}
