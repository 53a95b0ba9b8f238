import { cashFlowTypes } from '@lottery/contracts';
import {
  officialCapsOf,
  parseWinningNumber,
  payout,
  payoutTwoSided,
  priceTicket,
  priceTwoSided,
  settle,
  type TBetMode,
  type TOddsEntry,
  type TSelection,
  type TWins,
} from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { insertIssues, issueRun } from '../lottery/issue-fixtures.ts';
import { post } from '../wallet/ledger.ts';
import { ticketSerialOf } from './insert-tickets.ts';
import { betModeOf, modeDivisorOf } from './price-ticket.ts';
import type { TIssueRef } from './settle-issue.ts';

/**
 * Test fixtures: open tickets written straight into bet_tickets, priced by the rules engine, with
 * the ledger transaction a placement makes (each stake from the player's wallet into its bet
 * holds), so that settlement can be tested without the placement route and the audit holds.
 */
export type TTicketSpec = { userId: number; betTypeId: string; selection: TSelection } & (
  | {
      book: 'official';
      group: number;
      /** The owner's own group at bet time; defaults to `group` (no self-rebate). */
      userGroup?: number;
      mode?: TBetMode;
      multiple?: number;
    }
  | { book: 'twoSided'; stake: bigint; odds: TOddsEntry }
);

// Pricing here ignores the game's payout cap, so that a test can hold a ticket whose win the
// cap then cuts (as after an administrator lowered it).
const pricingCaps = officialCapsOf(10n ** 15n);

function priced(spec: TTicketSpec) {
  if (spec.book === 'official') {
    const mode = spec.mode ?? 'yuan';
    const multiple = spec.multiple ?? 1;
    const userGroup = spec.userGroup ?? spec.group;
    const price = priceTicket({
      betType: spec.betTypeId,
      selection: spec.selection,
      mode,
      multiple,
      group: spec.group,
      userGroup,
      caps: pricingCaps,
    });
    if (!price.ok) throw new Error(`fixture ${spec.betTypeId}: ${JSON.stringify(price.fault)}`);
    return {
      mode: modeDivisorOf(mode),
      multiple,
      units: price.units,
      amount: price.amount,
      prizeGroup: price.group,
      userGroup,
      odds: null,
      selfRebate: price.rebate,
    };
  }
  const price = priceTwoSided({
    betType: spec.betTypeId,
    selection: spec.selection,
    stake: spec.stake,
    table: { [spec.betTypeId]: spec.odds },
  });
  if (!price.ok) throw new Error(`fixture ${spec.betTypeId}: ${JSON.stringify(price.fault)}`);
  return {
    mode: 1,
    multiple: 1,
    units: price.units,
    amount: price.amount,
    prizeGroup: null,
    userGroup: null,
    odds: spec.odds,
    selfRebate: 0n,
  };
}

/** Writes open tickets on an issue and holds their stakes; returns their ids in spec order. */
export async function insertOpenTickets(
  db: TDatabase,
  issue: { gameId: number; serialNumber: string; at: number },
  specs: readonly TTicketSpec[],
): Promise<bigint[]> {
  const rows = specs.map((spec) => ({ spec, price: priced(spec) }));
  return db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: bigint }>(
      `INSERT INTO bet_tickets (user_id, game_id, issue_serial, bet_type_id, book, selection, mode,
                                multiple, units, amount, prize_group, user_group, odds,
                                self_rebate, created_at)
       SELECT u.user_id, $1, $2, u.bet_type_id, u.book, u.selection::jsonb, u.mode, u.multiple,
              u.units, u.amount, u.prize_group, u.user_group, u.odds::jsonb, u.self_rebate, $3
         FROM unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::smallint[], $9::int[],
                     $10::int[], $11::bigint[], $12::int[], $13::int[], $14::text[], $15::bigint[])
              WITH ORDINALITY AS u(user_id, bet_type_id, book, selection, mode, multiple, units,
                                   amount, prize_group, user_group, odds, self_rebate, n)
        ORDER BY u.n
       RETURNING id`,
      [
        issue.gameId,
        issue.serialNumber,
        issue.at,
        rows.map(({ spec }) => spec.userId),
        rows.map(({ spec }) => spec.betTypeId),
        rows.map(({ spec }) => spec.book),
        rows.map(({ spec }) => JSON.stringify(spec.selection)),
        rows.map(({ price }) => price.mode),
        rows.map(({ price }) => price.multiple),
        rows.map(({ price }) => price.units),
        rows.map(({ price }) => price.amount),
        rows.map(({ price }) => price.prizeGroup),
        rows.map(({ price }) => price.userGroup),
        rows.map(({ price }) => (price.odds === null ? null : JSON.stringify(price.odds))),
        rows.map(({ price }) => price.selfRebate),
      ],
    );
    // Identity values follow the insert order, which ORDER BY n fixes.
    const ids = inserted.map((row) => BigInt(row.id)).sort((a, b) => (a < b ? -1 : 1));
    const held = await post(tx, {
      kind: 'bet',
      reference: `issue:${issue.gameId}:${issue.serialNumber}`,
      at: issue.at,
      postings: rows.flatMap(({ spec, price }, i) => {
        const memo = ticketSerialOf(ids[i] as bigint);
        const cashFlowType = cashFlowTypes.bet;
        return [
          {
            account: { userId: spec.userId, kind: 'player' as const },
            amount: -price.amount,
            cashFlowType,
            memo,
          },
          {
            account: { userId: spec.userId, kind: 'bet_holds' as const },
            amount: price.amount,
            cashFlowType,
            memo,
          },
        ];
      }),
    });
    if (!held.ok) throw new Error(`fixture stakes: ${held.error}`);
    return ids;
  });
}

/** A scheduled issue of a game drawing at `drawAt`, numbered `index` of 2026-01-01. */
export async function openIssue(
  db: TQueryable,
  gameId: number,
  drawAt: number,
  index: number,
): Promise<TIssueRef> {
  const [issue] = issueRun(gameId, {
    firstStart: drawAt - 60_000,
    cycleMs: 60_000,
    sealMs: 5000,
    count: 1,
    firstIndex: index,
  });
  if (!issue) throw new Error('issueRun made no issue');
  await insertIssues(db, [issue]);
  return { gameId, serialNumber: issue.serial };
}

/** Draws an issue as the scheduler would: state drawn with its winning number. */
export async function drawIssue(db: TQueryable, ref: TIssueRef, winning: string) {
  await db.query(
    `UPDATE lottery_issues SET state = 'drawn', winning_number = $3, original_winning_number = $3,
            drawn_at = draw_at WHERE game_id = $1 AND serial_number = $2`,
    [ref.gameId, ref.serialNumber, winning],
  );
}

/** A ticket as stored, with what settlement wrote. */
export interface TStoredTicket {
  id: bigint;
  user_id: number;
  bet_type_id: string;
  book: 'official' | 'twoSided';
  selection: TSelection;
  mode: number;
  multiple: number;
  units: number;
  amount: bigint;
  prize_group: number | null;
  odds: TOddsEntry | null;
  self_rebate: bigint;
  state: number;
  prize: bigint;
  wins: TWins | null;
  winning_number: string | null;
}

export const ticketsOf = (db: TQueryable, ref: TIssueRef) =>
  db.query<TStoredTicket>(
    `SELECT id, user_id, bet_type_id, book, selection, mode, multiple, units, amount, prize_group,
            odds, self_rebate, state, prize, wins, winning_number
       FROM bet_tickets WHERE game_id = $1 AND issue_serial = $2 ORDER BY id`,
    [ref.gameId, ref.serialNumber],
  );

/**
 * What a ticket wins and pays, recomputed from the draw with the rules engine's public
 * operations (not settlement's code path), under a per-ticket cap.
 */
export function recompute(
  ticket: TStoredTicket,
  categoryId: number,
  winning: string,
  cap: bigint,
): { wins: TWins; prize: bigint } {
  const parsed = parseWinningNumber(categoryId, winning);
  if (!parsed.ok) throw new Error(`winning number ${winning}: ${parsed.reason}`);
  const wins = settle(ticket.bet_type_id, ticket.selection, parsed.numbers);
  if (ticket.book === 'official') {
    const terms = {
      mode: betModeOf(ticket.mode),
      multiple: ticket.multiple,
      group: ticket.prize_group ?? 0,
      caps: officialCapsOf(cap),
    };
    return { wins, prize: payout(ticket.bet_type_id, wins, terms).amount };
  }
  if (!ticket.odds) throw new Error(`two-sided ticket ${ticket.id} without odds`);
  const terms = {
    stake: BigInt(ticket.amount) / BigInt(ticket.units),
    table: { [ticket.bet_type_id]: ticket.odds },
  };
  return { wins, prize: payoutTwoSided(ticket.bet_type_id, wins, terms).amount };
}
