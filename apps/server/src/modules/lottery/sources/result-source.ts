import type { TGame } from '../game-catalogue.ts';

/**
 * An outside result feed for games whose draw_source is 'external' (an official lottery's
 * published results, a data provider). The scheduler asks every configured source about every
 * due issue of such a game, stores each answer in lottery_result_reports under the source's
 * name, draws the issue with the first valid one and marks it disputed when another source
 * reports a different number (both kept). Administrators can enter a result by hand as the
 * fallback (source 'admin').
 *
 * An adapter:
 * - answers the original winning number as text in any form parseIssueResult reads
 *   ("1,2,3,4,5", "12345", "01 02 03 …"), or null while the result is not published;
 * - keeps its answer once given (the first report of a source is the one stored);
 * - may throw on a network failure: the scheduler logs it and asks again next tick; an issue
 *   without any result by draw time + the game's result timeout is cancelled (refunded).
 */
export interface TResultSource {
  /** Stored as lottery_result_reports.source; unique among the sources; never 'admin'. */
  readonly name: string;
  resultOf(game: TGame, serialNumber: string, drawAtMs: number): Promise<string | null>;
}

/** The report source name of an administrator's entry (admin-lottery.ts). */
export const adminSourceName = 'admin';
