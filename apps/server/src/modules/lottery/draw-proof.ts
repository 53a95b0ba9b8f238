import type { TDrawProof } from '@lottery/contracts';
import {
  commitmentOf,
  fairIssueDraw,
  originalFormatOf,
  parseIssueResult,
  type TIssueNumberText,
} from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { findGame, type TGame } from './game-catalogue.ts';
import type { TIssueState } from './issue-rows.ts';

/**
 * POST /api/DrawProof/Get: what anyone needs to check one issue's draw (ARCHITECTURE "Draws").
 * - fair: the commitment published at creation, the public entropy fixed after the seal, and once
 *   drawn the seed; the server recomputes the draw from them as a player's browser would.
 * - hash: the block hash is the number; recomputed by reading the hash as the category's number.
 * - external: every source's report, and whether they disagreed.
 * The seed is selected only for a drawn issue, in SQL, so no code path here can leak it before.
 */

interface TProofRow {
  state: TIssueState;
  close_at: bigint;
  draw_at: bigint;
  commitment: string | null;
  server_seed: string | null;
  entropy: string | null;
  entropy_ref: string | null;
  original_winning_number: string | null;
  winning_number: string | null;
  disputed: boolean;
}

interface TReportRow {
  source: string;
  winning_number: string;
  reported_at: bigint;
}

/** Scheduled issues draw with nonce 0 (packages/lottery provably-fair.ts). */
const issueNonce = 0;

function formatOf(categoryId: number): TDrawProof['Format'] {
  const format = originalFormatOf(categoryId);
  return format.kind === 'hash'
    ? { Length: format.length, Min: 0, Max: 15, Distinct: false }
    : { Length: format.length, Min: format.min, Max: format.max, Distinct: format.distinct };
}

const sameNumbers = (text: TIssueNumberText, row: TProofRow) =>
  text.originalWinningNumber === row.original_winning_number &&
  text.winningNumber === row.winning_number;

/** Public entropy, the server's recomputation, and whether it and the commitment hold. */
function recompute(game: TGame, row: TProofRow) {
  if (game.drawSource === 'fair') {
    const { server_seed: seed, entropy, commitment } = row;
    if (seed === null || entropy === null)
      return { publicEntropy: entropy, recomputed: null, verified: false };
    const text = fairIssueDraw(game.categoryId, seed, entropy);
    return {
      publicEntropy: entropy,
      recomputed: text.originalWinningNumber,
      verified: commitmentOf(seed) === commitment && sameNumbers(text, row),
    };
  }
  if (game.drawSource === 'hash') {
    const block = row.entropy ?? (row.state === 'drawn' ? row.original_winning_number : null);
    const text = block === null ? undefined : parseIssueResult(game.categoryId, block);
    if (!text?.ok) return { publicEntropy: block, recomputed: null, verified: false };
    return {
      publicEntropy: block,
      recomputed: text.originalWinningNumber,
      verified: row.state === 'drawn' && sameNumbers(text, row),
    };
  }
  return { publicEntropy: row.entropy, recomputed: null, verified: false };
}

export async function drawProofOf(
  db: TQueryable,
  request: { GameId: number; SerialNumber: string },
): Promise<TResult<TDrawProof>> {
  const game = await findGame(db, request.GameId);
  if (!game) return fail('GameNotFound');
  // Instant games have no issues: every serial is unknown to them.
  if (game.drawSource === 'instant') return fail('IssueNotFound');
  const [row] = await db.query<TProofRow>(
    `SELECT state, close_at, draw_at, commitment,
            CASE WHEN state = 'drawn' THEN server_seed END AS server_seed,
            entropy, entropy_ref, original_winning_number, winning_number, disputed
       FROM lottery_issues WHERE game_id = $1 AND serial_number = $2`,
    [game.id, request.SerialNumber],
  );
  if (!row) return fail('IssueNotFound');
  const reports =
    game.drawSource === 'external'
      ? await db.query<TReportRow>(
          `SELECT source, winning_number, reported_at FROM lottery_result_reports
            WHERE game_id = $1 AND serial_number = $2 ORDER BY reported_at, source`,
          [game.id, request.SerialNumber],
        )
      : [];
  const { publicEntropy, recomputed, verified } = recompute(game, row);
  return succeed({
    GameId: game.id,
    SerialNumber: request.SerialNumber,
    DrawSource: game.drawSource,
    State: row.state,
    CloseTimeStamp: Number(row.close_at),
    DrawTimeStamp: Number(row.draw_at),
    Commitment: row.commitment,
    ServerSeed: row.server_seed,
    PublicEntropy: publicEntropy,
    EntropyReference: row.entropy_ref,
    Nonce: issueNonce,
    Format: formatOf(game.categoryId),
    OriginalWinningNumber: row.original_winning_number,
    WinningNumber: row.winning_number,
    Recomputed: recomputed,
    Verified: verified,
    Reports: reports.map((report) => ({
      Source: report.source,
      WinningNumber: report.winning_number,
      ReportedAt: Number(report.reported_at),
    })),
    Disputed: row.disputed,
  });
}
