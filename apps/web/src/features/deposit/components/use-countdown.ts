import { useEffect, useState } from 'react';

/** Milliseconds left until `untilMs` (never below 0), re-read every second while above 0. */
export function useCountdown(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = untilMs === null ? 0 : Math.max(0, untilMs - now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it ends
  return left;
}
