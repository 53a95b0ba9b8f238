import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resendPendingBets } from './resend-pending-bets.ts';

/**
 * Resends the unanswered bets when the bet page opens (a reload lands here) and when the browser
 * comes back online; the player can also ask with the "send again" button.
 */
export function useResendPendingBets() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const resend = () => void resendPendingBets(queryClient);
    resend();
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [queryClient]);
}
