/**
 * Time left as people read a countdown: M:SS under an hour ("12:34"), H:MM:SS from an hour on
 * ("1:02:03"), rounded up to the whole second and never below 0:00.
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
