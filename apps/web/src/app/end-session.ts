import { forgetSession } from '../shared/session/forget-session.ts';
import { queryClient } from './query-client.ts';

/**
 * Leaves the logged-in pages first and forgets the session after: cleared while a logged-in page
 * is still shown, its guard would see "no token" and send the user to /Login instead of `to`.
 */
export async function endSessionAndGo(navigate: (to: string) => Promise<void> | void, to: string) {
  await navigate(to);
  forgetSession(queryClient);
}
