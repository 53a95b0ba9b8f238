import type { TDrawStatistics } from '@lottery/contracts';

/** A run counts as a streak (长龙) from two issues on; the panel lists the longest few. */
export const streakMinLength = 2;
export const streakListMax = 8;

/** The current runs worth showing, longest first; ties keep the server's order (stable sort). */
export const longStreaksOf = (statistics: TDrawStatistics) =>
  statistics.Streaks.filter((streak) => streak.Length >= streakMinLength)
    .sort((a, b) => b.Length - a.Length)
    .slice(0, streakListMax);
