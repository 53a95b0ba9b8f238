import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps a screen from showing an answer that arrived out of order: each request takes a ticket,
 * and only the newest ticket's answer counts (searching "ab" then "abc", the "ab" answer arriving
 * last is dropped). Leaving the screen makes every ticket stale.
 */
export function useLatestRequest() {
  const lastNo = useRef(0);
  useEffect(
    () => () => {
      lastNo.current += 1;
    },
    [],
  );
  return useCallback(() => {
    lastNo.current += 1;
    const ticketNo = lastNo.current;
    return () => ticketNo === lastNo.current;
  }, []);
}
