import { queryClient } from '../app/query-client.ts';
import { startSession, useSessionStore } from '../shared/session/session-store.ts';
import { fetchMe } from './api/auth-calls.ts';

/**
 * The second factor passed: the pending token is now the session's. Reads who the administrator
 * is (role, permissions) and opens the console with them.
 */
export async function finishLogin(): Promise<void> {
  const pending = useSessionStore.getState().pending;
  if (!pending) throw new Error('no pending login');
  const admin = await fetchMe();
  queryClient.clear();
  startSession({ token: pending.token, admin });
}
