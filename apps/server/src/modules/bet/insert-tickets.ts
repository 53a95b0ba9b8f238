import { thousandthsToNumber } from '@lottery/contracts';
import type { TWins } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { fail } from '../../platform/result.ts';
import { modeDivisorOf, type TPricedTicket } from './price-ticket.ts';

/** A ticket's serial number as players see it: B and the id, zero-padded to ten digits. */
export const ticketSerialOf = (id: bigint) => `B${id.toString().padStart(10, '0')}`;

/** What a MiaoMiao ticket was drawn with (bet_tickets.instant_draw). */
export interface TInstantDrawRecord {
  commitment: string;
  clientSeed: string;
  nonce: number;
  /** The balls drawn, and their text. */
  numbers: readonly number[];
  originalWinningNumber: string;
}

/** A ticket settled as it is written (MiaoMiao tickets, drawn in the bet's transaction). */
export interface TSettledAtPlacement {
  state: 2 | 3;
  prize: bigint;
  wins: TWins;
  winningNumber: string;
  instantDraw: TInstantDrawRecord;
  settledAt: number;
}

export interface TNewTicket extends TPricedTicket {
  id: bigint;
  settled: TSettledAtPlacement | null;
}

export interface TTicketsHead {
  userId: number;
  gameId: number;
  /** Null for MiaoMiao tickets. */
  issueSerial: string | null;
  scheduleId: bigint | null;
  at: number;
  /** The player's stake on the issue, these tickets included, stays within it. */
  maxStakePerIssue: bigint;
}

/** JSON of one ticket for jsonb_to_recordset: bigints as decimal strings, read back exactly. */
const jsonOf = (ticket: TNewTicket) => ({
  id: ticket.id.toString(),
  bet_type_id: ticket.betTypeId,
  book: ticket.book,
  selection: ticket.selection,
  mode: modeDivisorOf(ticket.mode),
  multiple: ticket.multiple,
  units: ticket.units,
  amount: ticket.amount.toString(),
  prize_group: ticket.prizeGroup,
  user_group: ticket.userGroup,
  odds: ticket.odds,
  self_rebate: ticket.selfRebate.toString(),
  state: ticket.settled?.state ?? null,
  prize: ticket.settled?.prize.toString() ?? null,
  wins: ticket.settled?.wins ?? null,
  winning_number: ticket.settled?.winningNumber ?? null,
  instant_draw: ticket.settled?.instantDraw ?? null,
  settled_at: ticket.settled?.settledAt ?? null,
});

/** The tickets as bet_insert_tickets (migration 0012) reads them. */
export const ticketsJson = (tickets: readonly TNewTicket[]) => JSON.stringify(tickets.map(jsonOf));

/**
 * Writes the tickets in one statement (bet_insert_tickets), adding their stake to the player's
 * stake on the issue unless that would pass the limit; then it writes nothing and answers the
 * stake already there. Call it after the ledger has locked the player's accounts (post), as
 * placement does, so that every bet takes its locks in the same order (accounts, then the stake
 * row).
 */
export async function insertTickets(
  tx: TQueryable,
  head: TTicketsHead,
  tickets: readonly TNewTicket[],
): Promise<{ ok: true } | { ok: false; staked: bigint }> {
  const total = tickets.reduce((sum, ticket) => sum + ticket.amount, 0n);
  const [row] = await tx.query<{ written: number | null }>(
    'SELECT bet_insert_tickets($1, $2, $3, $4, $5, $6::jsonb, $7, $8) AS written',
    [
      head.userId,
      head.gameId,
      head.issueSerial,
      head.scheduleId,
      head.at,
      ticketsJson(tickets),
      total,
      head.maxStakePerIssue,
    ],
  );
  if (row?.written === tickets.length) return { ok: true };
  return { ok: false, staked: await stakeOnIssue(tx, head) };
}

/** The player's stake on the issue so far (0 before the first ticket). */
async function stakeOnIssue(tx: TQueryable, head: TTicketsHead): Promise<bigint> {
  const [row] = await tx.query<{ amount: bigint }>(
    `SELECT amount FROM bet_issue_stakes
      WHERE user_id = $1 AND game_id = $2 AND issue_serial = $3`,
    [head.userId, head.gameId, head.issueSerial],
  );
  return BigInt(row?.amount ?? 0n);
}

/**
 * A cancelled ticket's stake leaves the player's stake on its issue. After the refund's ledger
 * post, in the lock order of placement.
 */
export async function releaseIssueStake(
  tx: TQueryable,
  ticket: { userId: number; gameId: number; issueSerial: string; amount: bigint },
): Promise<void> {
  await tx.query(
    `UPDATE bet_issue_stakes SET amount = amount - $4
      WHERE user_id = $1 AND game_id = $2 AND issue_serial = $3`,
    [ticket.userId, ticket.gameId, ticket.issueSerial, ticket.amount],
  );
}

const moneyText = (thousandths: bigint) => String(thousandthsToNumber(thousandths));

/** The refusal of a cart that would take the player's stake on an issue past the limit. */
export const stakeLimitFailure = (limit: bigint, staked: bigint) =>
  fail('BetIssueStakeLimit', { limit: moneyText(limit), staked: moneyText(staked) });
