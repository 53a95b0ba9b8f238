import { parseIssueResult } from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { drawIssue, markDisputed, recordReport, type TIssueKey } from './draw-issue.ts';
import { findGame } from './game-catalogue.ts';
import type { TIssueState } from './issue-rows.ts';
import { adminSourceName } from './sources/result-source.ts';

/**
 * An administrator's result for a due issue of an outside-fed game (issue #19: four eyes on a
 * typed number). Each administrator's entry is a report of its own (source `admin:<id>`, kept
 * beside the feeds' in lottery_result_reports), and an issue not drawn yet is drawn only when
 * two sources agree: the entry and a feed, or two administrators. An entry that agrees with no
 * one waits; one that disagrees waits for a further administrator (a different one: one entry
 * each) whose number agrees with one of the others. An issue a feed drew already is not redrawn
 * here: a different entry marks it disputed and both numbers stay. Entering the same number
 * again is accepted once; another number from the same administrator is refused (4006).
 */

export interface TEnteredResult {
  State: TIssueState;
  WinningNumber: string | null;
  Disputed: boolean;
}

interface TLockedIssue {
  state: TIssueState;
  draw_at: string;
  winning_number: string | null;
}

const adminEntrySource = (adminId: number) => `${adminSourceName}:${adminId}`;

/** The sources other than `source` that reported `number` for the issue. */
async function agreeingSources(tx: TQueryable, key: TIssueKey, source: string, number: string) {
  const rows = await tx.query<{ source: string }>(
    `SELECT source FROM lottery_result_reports
      WHERE game_id = $1 AND serial_number = $2 AND source <> $3 AND winning_number = $4`,
    [key.gameId, key.serialNumber, source, number],
  );
  return rows.map((row) => row.source);
}

/** A scheduled issue's reports differ among themselves. */
async function reportsDiffer(tx: TQueryable, key: TIssueKey): Promise<boolean> {
  const [row] = await tx.query<{ numbers: number }>(
    `SELECT count(DISTINCT winning_number)::int AS numbers FROM lottery_result_reports
      WHERE game_id = $1 AND serial_number = $2`,
    [key.gameId, key.serialNumber],
  );
  return (row?.numbers ?? 0) > 1;
}

export async function enterResult(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: { GameId: number; SerialNumber: string; WinningNumber: string },
): Promise<TResult<TEnteredResult>> {
  const nowMs = deps.clock.now();
  const key: TIssueKey = { gameId: input.GameId, serialNumber: input.SerialNumber };
  const source = adminEntrySource(actor.adminId);
  return transactionResult(deps.db, async (tx) => {
    const game = await findGame(tx, input.GameId);
    if (!game) return fail('GameNotFound');
    if (game.drawSource !== 'external') return fail('ManualResultNotAllowed');
    const [issue] = await tx.query<TLockedIssue>(
      `SELECT state, draw_at, winning_number FROM lottery_issues
        WHERE game_id = $1 AND serial_number = $2 FOR NO KEY UPDATE`,
      [key.gameId, key.serialNumber],
    );
    if (!issue) return fail('IssueNotFound');
    if (Number(issue.draw_at) > nowMs) return fail('IssueNotDue');
    if (issue.state === 'cancelled') return fail('IssueAlreadyFinal');
    const parsed = parseIssueResult(game.categoryId, input.WinningNumber);
    if (!parsed.ok) return fail('WinningNumberInvalid', { detail: parsed.reason });
    const number = parsed.originalWinningNumber;
    const [previous] = await tx.query<{ winning_number: string }>(
      `SELECT winning_number FROM lottery_result_reports
        WHERE game_id = $1 AND serial_number = $2 AND source = $3`,
      [key.gameId, key.serialNumber, source],
    );
    if (previous && previous.winning_number !== number) return fail('IssueAlreadyFinal');
    const recorded = await recordReport(tx, key, {
      source,
      originalWinningNumber: number,
      reportedAt: nowMs,
      reportedBy: actor.adminId,
    });
    const agreeing =
      issue.state === 'scheduled' ? await agreeingSources(tx, key, source, number) : [];
    if (agreeing.length > 0)
      await drawIssue(
        tx,
        key,
        { ...parsed, entropy: null, entropyRef: null, resultSource: adminSourceName },
        nowMs,
      );
    const [after] = await tx.query<{ state: TIssueState; winning_number: string | null }>(
      'SELECT state, winning_number FROM lottery_issues WHERE game_id = $1 AND serial_number = $2',
      [key.gameId, key.serialNumber],
    );
    const state = after?.state ?? issue.state;
    const disputed = state === 'drawn' ? await markDisputed(tx, key) : await reportsDiffer(tx, key);
    if (recorded)
      await writeAdminAudit(tx, actor, {
        action: 'games.result.enter',
        targetType: 'lottery_issue',
        targetId: `${key.gameId}:${key.serialNumber}`,
        before: { state: issue.state, winningNumber: issue.winning_number },
        after: {
          state,
          winningNumber: after?.winning_number ?? null,
          entered: number,
          agreedWith: agreeing,
          disputed,
        },
      });
    return succeed({
      State: state,
      WinningNumber: after?.winning_number ?? null,
      Disputed: disputed,
    });
  });
}
