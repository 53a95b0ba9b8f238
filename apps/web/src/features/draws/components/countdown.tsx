import { useCallback } from 'react';
import { useClockDerived } from '../hooks/use-clock-derived.ts';
import { formatCountdownMs } from '../logic/format-countdown.ts';

/**
 * mm:ss or hh:mm:ss to a client time, nothing once it has run out; a timer role, which screen
 * readers do not announce at every tick. It follows the clock itself, so a tick re-renders this
 * text and not the card or header around it.
 */
export function Countdown({ endsAtMs, label }: { endsAtMs: number; label: string }) {
  const text = useClockDerived(
    useCallback(
      (nowMs: number) => (endsAtMs > nowMs ? formatCountdownMs(endsAtMs - nowMs) : null),
      [endsAtMs],
    ),
  );
  if (text === null) return null;
  return (
    <span className="draw-countdown">
      <span className="countdown-label">{label}</span>{' '}
      <span className="countdown" role="timer">
        {text}
      </span>
    </span>
  );
}
