import { useEffect, useRef, useState } from 'react';

/**
 * The clock countdowns read: a fresh Date.now() at every tick, never a decremented counter, so a
 * tab that slept shows the right time on its first tick back. Ticks fall just after each whole
 * second of server time (so a countdown in whole seconds steps evenly), and once more when the
 * tab becomes visible again.
 */
export function useServerClock(serverOffsetMs: number) {
  const [clientNowMs, setClientNowMs] = useState(() => Date.now());
  const offset = useRef(serverOffsetMs);
  useEffect(() => {
    offset.current = serverOffsetMs;
  }, [serverOffsetMs]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const serverNowMs = Date.now() + offset.current;
      const delayMs = 1000 - (((serverNowMs % 1000) + 1000) % 1000) + 10;
      timer = setTimeout(() => {
        setClientNowMs(Date.now());
        schedule();
      }, delayMs);
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      setClientNowMs(Date.now());
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return { clientNowMs, serverNowMs: clientNowMs + serverOffsetMs };
}
