import { fairIssueDraw, parseIssueResult, type TIssueNumberText } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TGame } from './game-catalogue.ts';
import { issueColumns, type TIssueRow } from './issue-rows.ts';
import {
  blockReference,
  isLowerHexHash,
  type TBlock,
  type TBlockSource,
} from './sources/block-source.ts';
import type { TResultSource } from './sources/result-source.ts';

/**
 * How one issue gets its result (ARCHITECTURE "Draws"; research brief §4.4 step 1, §5):
 * - fair: the public entropy is the hash of the first block at or after the issue's draw time,
 *   a block that cannot exist before the seal and that the operator cannot choose; the numbers
 *   are fairIssueDraw(category, the seed committed at creation, that hash);
 * - hash: the winning number is that block's hash itself (original = winning = the hash text);
 * - external: every configured result source's answer is kept in lottery_result_reports; the
 *   first valid one (in the configured order) draws the issue in canonical text; any report that
 *   differs from the drawn number, now or later, marks the issue disputed and both stay.
 * The block's hash and `${chain}#${height}` are stored as entropy and entropy_ref (fair, hash),
 * the deciding source as result_source, the time as drawn_at.
 *
 * Two steps, so that no transaction waits on a chain node or a feed: gatherEvidence asks the
 * sources and decides (outside any transaction; the sources commit what they fix on their own),
 * then applyDecision writes inside the caller's transaction, guarded by `state = 'scheduled'` so
 * that an issue is drawn once however many callers race.
 */

export interface TIssueKey {
  gameId: number;
  serialNumber: string;
}

/** A due issue as the engine reads it; the seed never leaves the server before the draw. */
export interface TDueIssue extends TIssueKey {
  state: 'scheduled' | 'drawn';
  drawAt: number;
  serverSeed: string | null;
  /** Sources that have a report stored already (external games): not asked again. */
  reportedSources: readonly string[];
}

export interface TDrawSources {
  blockSource: TBlockSource;
  resultSources: readonly TResultSource[];
}

/** Everything written when an issue is drawn. */
export interface TIssueResult extends TIssueNumberText {
  entropy: string | null;
  entropyRef: string | null;
  resultSource: string;
}

/** A source's answer in canonical text (the original winning number). */
export interface TReport {
  source: string;
  originalWinningNumber: string;
}

export type TDrawDecision =
  | { kind: 'draw'; result: TIssueResult; reports: readonly TReport[] }
  | { kind: 'reports'; reports: readonly TReport[] }
  | { kind: 'none' };

/** Told about a source that failed or answered something unusable; the draw goes on without it. */
export type TSourceProblem = (problem: {
  source: string;
  gameId: number;
  serialNumber: string;
  reason: string;
}) => void;

/** One block lookup per distinct time and tick: every 1-minute game draws on the same block. */
export function blockLookup(blockSource: TBlockSource) {
  const cache = new Map<number, Promise<TBlock | null>>();
  return (timeMs: number) => {
    let found = cache.get(timeMs);
    if (!found) {
      found = blockSource.blockAtOrAfter(timeMs);
      cache.set(timeMs, found);
    }
    return found;
  };
}

const noProblem: TSourceProblem = () => undefined;

function blockDecision(
  game: TGame,
  issue: TDueIssue,
  block: TBlock,
  blockSource: TBlockSource,
  problem: TSourceProblem,
): TDrawDecision {
  const report = (reason: string) => {
    problem({
      source: blockSource.name,
      gameId: game.id,
      serialNumber: issue.serialNumber,
      reason,
    });
    return { kind: 'none' } as const;
  };
  if (!isLowerHexHash(block.hash)) return report('the block hash is not 64 lower-case hex');
  if (block.timeMs < issue.drawAt) return report('the block is older than the draw time');
  const bound = { entropy: block.hash, entropyRef: blockReference(blockSource, block) };
  if (game.drawSource === 'fair') {
    if (issue.serverSeed === null) return report('the fair issue has no seed');
    const numbers = fairIssueDraw(game.categoryId, issue.serverSeed, block.hash);
    return {
      kind: 'draw',
      result: { ...numbers, ...bound, resultSource: blockSource.name },
      reports: [],
    };
  }
  const parsed = parseIssueResult(game.categoryId, block.hash);
  if (!parsed.ok) return report(`a block hash is not a number of this category: ${parsed.reason}`);
  const { originalWinningNumber, winningNumber } = parsed;
  return {
    kind: 'draw',
    result: { originalWinningNumber, winningNumber, ...bound, resultSource: blockSource.name },
    reports: [],
  };
}

/**
 * Asks the game's sources about a due issue and decides (no transaction open). A scheduled
 * issue gets 'draw' when its result is known; a drawn external issue only collects the reports
 * of sources that had not answered yet (the cross-check). A source that throws or answers
 * nonsense is reported through `problem` and counts as not having answered.
 */
export async function gatherEvidence(
  sources: TDrawSources,
  game: TGame,
  issue: TDueIssue,
  blockAt: (timeMs: number) => Promise<TBlock | null> = blockLookup(sources.blockSource),
  problem: TSourceProblem = noProblem,
): Promise<TDrawDecision> {
  const { gameId, serialNumber } = issue;
  if (game.drawSource === 'fair' || game.drawSource === 'hash') {
    if (issue.state !== 'scheduled') return { kind: 'none' };
    let block: TBlock | null;
    try {
      block = await blockAt(issue.drawAt);
    } catch (error) {
      problem({ source: sources.blockSource.name, gameId, serialNumber, reason: String(error) });
      return { kind: 'none' };
    }
    if (!block) return { kind: 'none' };
    try {
      return blockDecision(game, issue, block, sources.blockSource, problem);
    } catch (error) {
      problem({ source: sources.blockSource.name, gameId, serialNumber, reason: String(error) });
      return { kind: 'none' };
    }
  }
  if (game.drawSource !== 'external') return { kind: 'none' };
  const reports: TReport[] = [];
  let first: (TIssueNumberText & { source: string }) | undefined;
  for (const source of sources.resultSources) {
    if (issue.reportedSources.includes(source.name)) continue;
    let text: string | null;
    try {
      text = await source.resultOf(game, serialNumber, issue.drawAt);
    } catch (error) {
      problem({ source: source.name, gameId, serialNumber, reason: String(error) });
      continue;
    }
    if (text === null) continue;
    const parsed = parseIssueResult(game.categoryId, text);
    if (!parsed.ok) {
      problem({ source: source.name, gameId, serialNumber, reason: `invalid: ${parsed.reason}` });
      continue;
    }
    const { originalWinningNumber, winningNumber } = parsed;
    reports.push({ source: source.name, originalWinningNumber });
    first ??= { source: source.name, originalWinningNumber, winningNumber };
  }
  if (!first) return { kind: 'none' };
  if (issue.state !== 'scheduled') return { kind: 'reports', reports };
  const { source, ...numbers } = first;
  return {
    kind: 'draw',
    result: { ...numbers, entropy: null, entropyRef: null, resultSource: source },
    reports,
  };
}

/** Keeps a source's report; a source's first report stands (returns false when one existed). */
export async function recordReport(
  tx: TQueryable,
  issue: TIssueKey,
  report: TReport & { reportedAt: number; reportedBy: number | null },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO lottery_result_reports
       (game_id, serial_number, source, winning_number, reported_at, reported_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (game_id, serial_number, source) DO NOTHING
     RETURNING source`,
    [
      issue.gameId,
      issue.serialNumber,
      report.source,
      report.originalWinningNumber,
      report.reportedAt,
      report.reportedBy,
    ],
  );
  return rows.length === 1;
}

/**
 * Waits for the bets in flight on the issue and keeps new ones out until the caller's transaction
 * ends (issue_sale_lock, migration 0012): a ticket either commits before the draw or the cancel,
 * and is settled with its issue, or finds the issue no longer on sale.
 */
async function endSale(tx: TQueryable, issue: TIssueKey): Promise<void> {
  await tx.query('SELECT issue_sale_lock($1, $2, true)', [issue.gameId, issue.serialNumber]);
}

/**
 * Draws a scheduled, due issue. Returns the row, or null when it was not scheduled any more (drawn
 * or cancelled by someone else first) or is not due: the guard makes every draw happen once.
 */
export async function drawIssue(
  tx: TQueryable,
  issue: TIssueKey,
  result: TIssueResult,
  nowMs: number,
): Promise<TIssueRow | null> {
  await endSale(tx, issue);
  const [row] = await tx.query<TIssueRow>(
    `UPDATE lottery_issues
     SET state = 'drawn', original_winning_number = $3, winning_number = $4, entropy = $5,
         entropy_ref = $6, result_source = $7, drawn_at = $8
     WHERE game_id = $1 AND serial_number = $2 AND state = 'scheduled' AND draw_at <= $8
     RETURNING ${issueColumns}`,
    [
      issue.gameId,
      issue.serialNumber,
      result.originalWinningNumber,
      result.winningNumber,
      result.entropy,
      result.entropyRef,
      result.resultSource,
      nowMs,
    ],
  );
  return row ?? null;
}

/** Cancels a scheduled issue (its bets are refunded by settlement); null when not scheduled. */
export async function cancelIssue(
  tx: TQueryable,
  issue: TIssueKey,
  reason: string,
): Promise<TIssueRow | null> {
  await endSale(tx, issue);
  const [row] = await tx.query<TIssueRow>(
    `UPDATE lottery_issues SET state = 'cancelled', cancelled_reason = $3
     WHERE game_id = $1 AND serial_number = $2 AND state = 'scheduled'
     RETURNING ${issueColumns}`,
    [issue.gameId, issue.serialNumber, reason],
  );
  return row ?? null;
}

/** Marks a drawn issue disputed when any stored report differs from its number; returns the flag. */
export async function markDisputed(tx: TQueryable, issue: TIssueKey): Promise<boolean> {
  const [row] = await tx.query<{ disputed: boolean }>(
    `UPDATE lottery_issues i
     SET disputed = i.disputed OR EXISTS (
       SELECT 1 FROM lottery_result_reports r
       WHERE r.game_id = i.game_id AND r.serial_number = i.serial_number
         AND r.winning_number <> i.original_winning_number)
     WHERE i.game_id = $1 AND i.serial_number = $2 AND i.state = 'drawn'
     RETURNING i.disputed`,
    [issue.gameId, issue.serialNumber],
  );
  return row?.disputed ?? false;
}

/**
 * Writes a decision inside the caller's transaction: the reports first, then the draw (guarded),
 * then the dispute flag. Returns the row when this call drew the issue.
 */
export async function applyDecision(
  tx: TQueryable,
  issue: TIssueKey,
  decision: TDrawDecision,
  nowMs: number,
): Promise<TIssueRow | null> {
  if (decision.kind === 'none') return null;
  for (const report of decision.reports)
    await recordReport(tx, issue, { ...report, reportedAt: nowMs, reportedBy: null });
  const drawn =
    decision.kind === 'draw' ? await drawIssue(tx, issue, decision.result, nowMs) : null;
  if (decision.reports.length > 0) await markDisputed(tx, issue);
  return drawn;
}
