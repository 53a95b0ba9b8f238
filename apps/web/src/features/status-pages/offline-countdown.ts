/** "01:02:03" until the end time, or null once it has passed or when the time is unreadable. */
export function formatCountdown(endTimeMs: number, nowMs: number): string | null {
  if (!Number.isFinite(endTimeMs)) return null;
  const left = Math.ceil((endTimeMs - nowMs) / 1000);
  if (left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
