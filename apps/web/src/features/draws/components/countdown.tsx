import { formatCountdownMs } from '../logic/format-countdown.ts';

/** mm:ss or hh:mm:ss; a timer role, which screen readers do not announce at every tick. */
export function Countdown({ ms, label }: { ms: number; label: string }) {
  return (
    <span className="draw-countdown">
      <span className="countdown-label">{label}</span>{' '}
      <span className="countdown" role="timer">
        {formatCountdownMs(ms)}
      </span>
    </span>
  );
}
