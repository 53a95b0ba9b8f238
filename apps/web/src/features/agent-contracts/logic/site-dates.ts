/**
 * Site dates (YYYY-MM-DD in UTC+8), the server's business days the daily pay records are kept by.
 * The withdraw feature has the same two helpers; features do not import each other.
 */
const siteOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

const siteDateOf = (epochMs: number) => new Date(epochMs + siteOffsetMs).toISOString().slice(0, 10);

/** The last `days` site dates up to today. */
export const lastSiteDays = (nowMs: number, days: number) => ({
  from: siteDateOf(nowMs - (days - 1) * dayMs),
  to: siteDateOf(nowMs),
});

/** Whether from..to is a real range of at most `maxDays` dates. */
export function isRangeValid(from: string, to: string, maxDays: number): boolean {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return false;
  return (end - start) / dayMs + 1 <= maxDays;
}
