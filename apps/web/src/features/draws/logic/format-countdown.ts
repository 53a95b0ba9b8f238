/**
 * A countdown as mm:ss, or hh:mm:ss from an hour up. Whole seconds rounded up, so "00:01" shows
 * during the last second and "00:00" only when the time has come.
 */
export function formatCountdownMs(ms: number): string {
  const left = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const parts = hours > 0 ? [hours, minutes, seconds] : [minutes, seconds];
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}
