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

/** 754_000 → "12:34"; an hour or more → "1:02:03". */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
