import type { QueryClient } from '@tanstack/react-query';
import { useUserInfo } from '../user-info/user-info-store.ts';
import { useSessionStore } from './session-store.ts';

/** Query keys of data anyone may see (site title, logos); they outlive a session. */
export const publicQueryKey = 'public';

/** Forgets the token, the user info and every cached answer that belonged to the user. */
export function forgetSession(queryClient: QueryClient): void {
  useSessionStore.getState().clear();
  useUserInfo.getState().reset();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== publicQueryKey });
}
