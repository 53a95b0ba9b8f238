import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { askConfirm } from '../../../shared/dialogs/dialogs-store.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { placeBets, type TPlaceBetsAnswer, type TPlaceBetsInput } from '../api/place-bets.ts';

export type TPlaceState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'placed'; answer: TPlaceBetsAnswer; issueSerial: string | undefined }
  | { status: 'refused'; message: string }
  /** No answer (network down, or a 5xx that may have stored none): retry sends the same key. */
  | { status: 'unanswered' };

interface TPending {
  key: string;
  request: TPlaceBetsInput;
  body: string;
}

/** An answer was given when the server replied below 500: it stored it under the key. */
const isAnswered = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500;

/**
 * Places one quick bet after the confirm dialog (SPEC §2), with an idempotency key per click kept
 * until the server answers: a retry after a network failure, or the same bet asked again before
 * an answer came, re-sends the same key, so the bet is taken once however often it is sent. A
 * different bet, or any bet after an answer, gets a new key. The wallet shows the balance the
 * answer brings.
 */
export function usePlaceBets() {
  const { t } = useTranslation();
  const [state, setState] = useState<TPlaceState>({ status: 'idle' });
  const pending = useRef<TPending | null>(null);
  const isSending = useRef(false);

  /** Sends the pending bet; resolves with how it ended, or null when nothing was sent. */
  const send = useCallback(async (): Promise<TPlaceState['status'] | null> => {
    const current = pending.current;
    if (!current || isSending.current) return null;
    isSending.current = true;
    setState({ status: 'sending' });
    try {
      const answer = await placeBets(current.request, current.key);
      pending.current = null;
      useUserInfo.getState().update({ walletAmount: answer.WalletAmount });
      setState({ status: 'placed', answer, issueSerial: current.request.IssueSerialNumber });
      return 'placed';
    } catch (error) {
      if (!isAnswered(error)) {
        setState({ status: 'unanswered' });
        return 'unanswered';
      }
      pending.current = null;
      const message = error instanceof ApiError ? error.body?.Message : undefined;
      setState({ status: 'refused', message: message ?? t('multiBet.place.failed') });
      return 'refused';
    } finally {
      isSending.current = false;
    }
  }, [t]);

  const place = useCallback(
    async (request: TPlaceBetsInput, confirmText: string) => {
      if (isSending.current) return null;
      const isConfirmed = await askConfirm(confirmText, {
        title: t('multiBet.place.confirmTitle'),
        confirmLabel: t('multiBet.place.confirm'),
      });
      if (!isConfirmed) return null;
      const body = JSON.stringify(request);
      if (pending.current?.body !== body)
        pending.current = { key: crypto.randomUUID(), request, body };
      return send();
    },
    [send, t],
  );

  return { state, place, retry: send };
}
