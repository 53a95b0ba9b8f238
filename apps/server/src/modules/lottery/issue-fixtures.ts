import { commitmentOf, fairIssueDraw } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TIssueState } from './issue-rows.ts';

/**
 * Test fixtures: lottery_issues rows written directly, so that the read side is tested without
 * the scheduler. Times are epoch ms.
 */
export interface TIssueFixture {
  gameId: number;
  serial: string;
  businessDate: string;
  dailyIndex: number;
  startAt: number;
  closeAt: number;
  drawAt: number;
  state: TIssueState;
  seed: string | null;
  /** Defaults to the seed's commitment. */
  commitment?: string;
  entropy: string | null;
  entropyRef: string | null;
  original: string | null;
  winning: string | null;
  disputed: boolean;
}

/**
 * `count` back-to-back scheduled issues of a game: issue k starts at the previous one's draw and
 * seals `sealMs` before its own, numbered YYYYMMDD-NNNN of `businessDate`.
 */
export function issueRun(
  gameId: number,
  options: {
    firstStart: number;
    cycleMs: number;
    sealMs: number;
    count: number;
    businessDate?: string;
    firstIndex?: number;
  },
): TIssueFixture[] {
  const { firstStart, cycleMs, sealMs, count, businessDate = '2026-01-01' } = options;
  const firstIndex = options.firstIndex ?? 1;
  return Array.from({ length: count }, (_, i) => {
    const startAt = firstStart + i * cycleMs;
    const dailyIndex = firstIndex + i;
    return {
      gameId,
      serial: `${businessDate.replaceAll('-', '')}-${String(dailyIndex).padStart(4, '0')}`,
      businessDate,
      dailyIndex,
      startAt,
      closeAt: startAt + cycleMs - sealMs,
      drawAt: startAt + cycleMs,
      state: 'scheduled',
      seed: null,
      entropy: null,
      entropyRef: null,
      original: null,
      winning: null,
      disputed: false,
    };
  });
}

/** The issue drawn with a given winning number (and the same original, unless told). */
export const drawnWith = (
  issue: TIssueFixture,
  winning: string,
  original: string = winning,
): TIssueFixture => ({ ...issue, state: 'drawn', winning, original });

/** A fair issue with a seed, drawn as the draw engine would with that seed and entropy. */
export function drawnFair(
  issue: TIssueFixture,
  categoryId: number,
  seed: string,
  entropy: string,
): TIssueFixture {
  const text = fairIssueDraw(categoryId, seed, entropy);
  return {
    ...issue,
    state: 'drawn',
    seed,
    entropy,
    entropyRef: 'sandbox#1',
    original: text.originalWinningNumber,
    winning: text.winningNumber,
  };
}

export async function insertIssues(db: TQueryable, issues: readonly TIssueFixture[]) {
  for (const issue of issues) {
    await db.query(
      `INSERT INTO lottery_issues (game_id, serial_number, business_date, daily_index, start_at,
         close_at, draw_at, state, server_seed, commitment, entropy, entropy_ref,
         original_winning_number, winning_number, disputed, drawn_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         CASE WHEN $8 = 'drawn' THEN $7::bigint END)`,
      [
        issue.gameId,
        issue.serial,
        issue.businessDate,
        issue.dailyIndex,
        issue.startAt,
        issue.closeAt,
        issue.drawAt,
        issue.state,
        issue.seed,
        issue.commitment ?? (issue.seed === null ? null : commitmentOf(issue.seed)),
        issue.entropy,
        issue.entropyRef,
        issue.original,
        issue.winning,
        issue.disputed,
      ],
    );
  }
}
