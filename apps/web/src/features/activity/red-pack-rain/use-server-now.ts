import { useEffect, useState } from 'react';

/**
 * The server's time now (this device's clock corrected by `offsetMs`), read again every
 * `everyMs`: a fresh Date.now() each time, so a tab that slept is right at once.
 */
export function useServerNow(offsetMs: number, everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), everyMs);
    return () => clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
}
