import { queryClient } from '../app/query-client.ts';
import {
  startPendingLogin,
  startSession,
  useSessionStore,
} from '../shared/session/session-store.ts';
import { fetchMe } from './api/auth-calls.ts';

/**
 * The second factor passed and the server answered the session's verified token: read who the
 * administrator is (role, permissions) with it and open the console.
 */
export async function finishLogin(verifiedToken: string): Promise<void> {
  const pending = useSessionStore.getState().pending;
  if (!pending) throw new Error('no pending login');
  startPendingLogin({ ...pending, token: verifiedToken });
  const admin = await fetchMe();
  queryClient.clear();
  startSession({ token: verifiedToken, admin });
}
