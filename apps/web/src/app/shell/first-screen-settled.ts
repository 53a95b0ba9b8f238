import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onIdle } from '../../shared/scheduling/on-idle.ts';

/** The longest the shell's extras wait: a screen that keeps asking must not hold them back. */
export const firstScreenCapMs = 3_000;

/**
 * Resolves once none of the client's queries is fetching and the browser has been idle since
 * (a screen that renders after its data asks for more in that render), or after capMs.
 */
export function whenQueriesSettle(queryClient: QueryClient, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    let cancelIdle: (() => void) | null = null;
    const stopWaiting = () => {
      clearTimeout(cap);
      unsubscribe();
      cancelIdle?.();
      resolve();
    };
    const check = () => {
      if (queryClient.isFetching() > 0) {
        cancelIdle?.();
        cancelIdle = null;
      } else
        cancelIdle ??= onIdle(() => {
          cancelIdle = null;
          if (queryClient.isFetching() === 0) stopWaiting();
        });
    };
    const cap = setTimeout(stopWaiting, capMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

let firstScreen: Promise<void> | null = null;

/**
 * The first screen of a visit has what it asked for (its catalogue, its issue, its records).
 * What only the shell's menu, badges, chat and pushes need waits for it: on a phone's network
 * each of those requests would otherwise share the six connections and the bandwidth with the
 * screen's own. Once per page load; later screens find it settled.
 */
export const firstScreenSettled = (queryClient: QueryClient) =>
  (firstScreen ??= whenQueriesSettle(queryClient, firstScreenCapMs));

/** Whether the first screen has settled (firstScreenSettled), re-rendering when it has. */
export function useFirstScreenSettled(): boolean {
  const queryClient = useQueryClient();
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void firstScreenSettled(queryClient).then(() => {
      if (isMounted) setSettled(true);
    });
    return () => {
      isMounted = false;
    };
  }, [queryClient]);
  return isSettled;
}
