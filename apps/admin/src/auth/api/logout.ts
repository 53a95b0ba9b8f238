import { z } from 'zod';
import { queryClient } from '../../app/query-client.ts';
import { apiPost } from '../../shared/api/client.ts';
import { forgetSession } from '../../shared/session/session-store.ts';

/**
 * Ends the session on the server, then forgets it here whatever the answer (an expired session
 * is as good as ended), and drops every cached answer so the next administrator sees none.
 */
export async function logout(): Promise<void> {
  try {
    await apiPost('/api/AdminAuth/Logout', {}, z.unknown());
  } catch {
    // Forgotten below all the same.
  }
  forgetSession();
  queryClient.clear();
}
