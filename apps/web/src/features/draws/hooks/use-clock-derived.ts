import { useCallback, useRef, useSyncExternalStore } from 'react';
import { clockTicker } from './clock-ticker.ts';

/**
 * A value computed from the clock at every tick that re-renders its component only when it
 * changes (`isSame`): a lobby of game cards re-renders a card when its phase moves on, and only
 * the countdown's own text every second. `compute` should be stable (useCallback) while its
 * inputs are.
 */
export function useClockDerived<T>(
  compute: (clientNowMs: number) => T,
  isSame: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ compute: typeof compute; atMs: number; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const atMs = clockTicker.now();
    const previous = last.current;
    if (previous && previous.compute === compute && previous.atMs === atMs) return previous.value;
    const next = compute(atMs);
    const value = previous && isSame(previous.value, next) ? previous.value : next;
    last.current = { compute, atMs, value };
    return value;
  }, [compute, isSame]);
  return useSyncExternalStore(clockTicker.subscribe, getSnapshot);
}
