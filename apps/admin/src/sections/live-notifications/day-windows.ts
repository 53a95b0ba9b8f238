const minuteMs = 60_000;

/** ms since site midnight as HH:mm (24:00 is the end of the day). */
export function formatDayTime(ms: number): string {
  const minutes = Math.round(ms / minuteMs);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export const formatWindows = (windows: readonly { Start: number; End: number }[]) =>
  windows.map((w) => `${formatDayTime(w.Start)}-${formatDayTime(w.End)}`).join('\n');

const dayTimeMs = (text: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return (hours * 60 + minutes) * minuteMs;
};

/**
 * Lines of "HH:mm-HH:mm" as windows in ms since site midnight, or null when a line is not one.
 * Order and overlap are the contract's and the server's to judge (they name the rule).
 */
export function parseWindows(text: string): { Start: number; End: number }[] | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const windows = lines.map((line) => {
    const [start = '', end = '', ...rest] = line.split('-');
    const [startMs, endMs] = [dayTimeMs(start), dayTimeMs(end)];
    return rest.length > 0 || startMs === null || endMs === null
      ? null
      : { Start: startMs, End: endMs };
  });
  return windows.every((w) => w !== null) ? windows : null;
}
