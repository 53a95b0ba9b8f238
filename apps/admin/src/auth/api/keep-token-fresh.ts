import { z } from 'zod';
import { apiGet } from '../../shared/api/client.ts';
import { startSession, useSessionStore } from '../../shared/session/session-store.ts';

const ZRefreshed = z.object({ AccessToken: z.string(), ExpiresIn: z.number().int() });

/**
 * Tokens live 30 minutes (TOKEN_TTL_SECONDS) while an administrator may work a whole shift: a
 * new token for the same session every 10 minutes keeps an open console signed in. The session
 * still ends where it is ended (logout, disabled, ended by an owner): the refresh is refused
 * then, and the client takes the console back to the login.
 */
export function keepTokenFresh(everyMs = 10 * 60_000): () => void {
  const timer = setInterval(() => {
    const session = useSessionStore.getState().session;
    if (!session) return;
    apiGet('/api/AdminAuth/Token/Refresh', ZRefreshed).then(
      (answer) => {
        // Unless the administrator logged out or in as another meanwhile.
        if (useSessionStore.getState().session?.token === session.token)
          startSession({ ...session, token: answer.AccessToken });
      },
      () => undefined,
    );
  }, everyMs);
  return () => clearInterval(timer);
}
