import {
  cashFlowTypes,
  gameStates,
  type TErrorName,
  type TPlaceBetsRequest,
  type TPlaceBetsResponse,
} from '@lottery/contracts';
import type { TFamilyId } from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { hasFlag } from '../auth/state-flags.ts';
import type { TBook, TDrawSource } from '../lottery/game-catalogue.ts';
import type { TIssueState } from '../lottery/issue-rows.ts';
import { twoSidedOddsInForce } from '../lottery/odds/odds-in-force.ts';
import { accountKey, post, type TPosting } from '../wallet/ledger.ts';
import { walletBalance } from '../wallet/wallet-service.ts';
import { placeInstantTickets } from './place-instant-tickets.ts';
import { priceRequestedTicket, type TPricedTicket } from './price-ticket.ts';
import { insertTickets, stakeLimitFailure, ticketSerialOf } from './insert-tickets.ts';

/**
 * POST /api/Bet/Place: a cart of tickets on one issue of one game (or on a MiaoMiao game, drawn
 * at once), inside the caller's transaction (idempotent()'s). Checked in this order, each refusal
 * with its code and nothing written once the caller rolls back: game exists and is online; issue
 * exists and is on sale by server time; the player may bet; every ticket prices
 * (price-ticket.ts); the player's stake on the issue stays within the game's limit; the balance
 * covers the cart.
 *
 * Round trips, for the benchmark: one statement reads game, issue, player and the stake so far
 * and reserves the ticket ids (the ledger memos name them); the ledger posts the whole cart as
 * one transaction; one statement adds the cart to the player's stake on the issue, guarded by
 * the limit (exact under concurrency: the read above is not), and writes every ticket.
 */

interface TContextRow {
  prize_group: number;
  state_flags: number;
  category_id: number | null;
  family: TFamilyId | null;
  draw_source: TDrawSource | null;
  game_state: number | null;
  books: TBook[] | null;
  max_payout_per_ticket: bigint | null;
  max_stake_per_issue: bigint | null;
  two_sided_return_permille: number | null;
  two_sided_odds_version: string | null;
  issue_state: TIssueState | null;
  start_at: bigint | null;
  close_at: bigint | null;
  staked: bigint;
  ticket_ids: (bigint | string)[];
}

// The game and issue are read in the bet's own statement rather than through the lottery
// module's readers: three queries fewer per bet, the path the placement benchmark measures.
const contextSql = `
  SELECT u.prize_group, u.state_flags, g.category_id, g.family, g.draw_source,
         g.state AS game_state, g.books, g.max_payout_per_ticket, g.max_stake_per_issue,
         g.two_sided_return_permille, g.two_sided_odds_version, i.state AS issue_state,
         i.start_at, i.close_at,
         coalesce((SELECT s.amount FROM bet_issue_stakes s
                    WHERE s.user_id = u.id AND s.game_id = $2 AND s.issue_serial = $3), 0)
           AS staked,
         ARRAY(SELECT nextval(pg_get_serial_sequence('bet_tickets', 'id'))
                 FROM generate_series(1, $4)) AS ticket_ids
    FROM users u
    LEFT JOIN lottery_games g ON g.id = $2
    -- FOR SHARE: the draw (an UPDATE of this row) waits for bets in flight, so no ticket can
    -- commit after its issue was drawn and settled without it.
    LEFT JOIN LATERAL (SELECT state, start_at, close_at FROM lottery_issues
                        WHERE game_id = $2 AND serial_number = $3 FOR SHARE) i ON true
   WHERE u.id = $1`;

const gameStateRefusals: Readonly<Record<number, TErrorName>> = {
  [gameStates.maintain]: 'BetGameMaintain',
  [gameStates.offline]: 'BetGameOffline',
  [gameStates.officialOffline]: 'BetGameOfficialOffline',
};

export interface TGameTerms {
  categoryId: number;
  family: TFamilyId;
  /** The issue bet on; null for a MiaoMiao game (each ticket drawn at once). */
  issueSerial: string | null;
  books: readonly TBook[];
  maxPayoutPerTicket: bigint;
  maxStakePerIssue: bigint;
  twoSidedReturnPermille: number;
}

/** The game, issue and player checks, in the order of the header. */
function checkContext(
  row: TContextRow,
  request: TPlaceBetsRequest,
  now: number,
): TResult<TGameTerms> {
  if (row.game_state === null || row.draw_source === null) return fail('GameNotFound');
  const refusal = gameStateRefusals[row.game_state];
  if (refusal) return fail(refusal);
  const instant = row.draw_source === 'instant';
  const issue = request.IssueSerialNumber;
  if (instant && issue !== undefined) return fail('BetNoIssueForInstant');
  if (!instant) {
    if (issue === undefined) return fail('BetIssueRequired');
    if (row.issue_state === null || row.start_at === null || row.close_at === null)
      return fail('IssueNotFound');
    if (row.issue_state !== 'scheduled' || now >= Number(row.close_at))
      return fail('BetIssueSealed', { issue });
    if (now < Number(row.start_at)) return fail('BetIssueNotOpen', { issue });
  }
  if (hasFlag(row.state_flags, 'betDisabled')) return fail('BetDisabled');
  return succeed({
    categoryId: Number(row.category_id),
    family: row.family as TFamilyId,
    issueSerial: issue ?? null,
    books: row.books ?? [],
    maxPayoutPerTicket: BigInt(row.max_payout_per_ticket ?? 0n),
    maxStakePerIssue: BigInt(row.max_stake_per_issue ?? 0n),
    twoSidedReturnPermille: Number(row.two_sided_return_permille),
  });
}

interface TTicketPlacement {
  userId: number;
  gameId: number;
  issueSerial: string;
  scheduleId: bigint | null;
  from: TStakeSource['from'];
  maxStakePerIssue: bigint;
  at: number;
}

/**
 * Places priced tickets on an open issue: one ledger transaction moves the stakes from `from` to
 * the player's bet holds (a memo per ticket, named by the reserved ids), then one statement adds
 * them to the player's stake on the issue, guarded by the limit, and writes the tickets (state 0).
 * A failure (InsufficientFunds, BetIssueStakeLimit) leaves rows changed: the caller rolls back.
 */
async function placeTickets(
  tx: TQueryable,
  placement: TTicketPlacement,
  tickets: readonly TPricedTicket[],
  ids: readonly bigint[],
): Promise<TResult<ReadonlyMap<string, bigint>>> {
  const { userId, from } = placement;
  const cashFlowType = cashFlowTypes.bet;
  const posted = await post(tx, {
    kind: 'bet',
    reference: `issue:${placement.gameId}:${placement.issueSerial}`,
    at: placement.at,
    postings: tickets.flatMap((ticket, i): TPosting[] => {
      const memo = ticketSerialOf(ids[i] as bigint);
      const { amount } = ticket;
      return [
        { account: { userId, kind: from }, amount: -amount, cashFlowType, memo },
        { account: { userId, kind: 'bet_holds' }, amount, cashFlowType, memo },
      ];
    }),
  });
  if (!posted.ok) return posted;
  const inserted = await insertTickets(
    tx,
    placement,
    tickets.map((ticket, i) => ({ ...ticket, id: ids[i] as bigint, settled: null })),
  );
  if (!inserted.ok) return stakeLimitFailure(placement.maxStakePerIssue, inserted.staked);
  return succeed(posted.value.balances);
}

/** Where a cart's stakes come from: the wallet (Bet/Place), or a chained bet's hold. */
export type TStakeSource = { from: 'player' } | { from: 'schedule_holds'; scheduleId: bigint };

/**
 * Places a cart (see the header) and answers as Bet/Place does. Chained bets place each issue's
 * ticket through here too, with their hold as the source: every check of a player's own bet
 * applies when the issue opens.
 */
export async function placeBets(
  tx: TQueryable,
  deps: { clock: TClock },
  userId: number,
  request: TPlaceBetsRequest,
  source: TStakeSource = { from: 'player' },
): Promise<TResult<TPlaceBetsResponse>> {
  const now = deps.clock.now();
  const [row] = await tx.query<TContextRow>(contextSql, [
    userId,
    request.GameId,
    request.IssueSerialNumber ?? null,
    request.Tickets.length,
  ]);
  if (!row) throw new Error(`user ${userId} does not exist`);
  const checked = checkContext(row, request, now);
  if (!checked.ok) return checked;
  const terms = checked.value;
  // The odds version was read with the game row: a cached table costs no query.
  const game = {
    id: request.GameId,
    family: terms.family,
    twoSidedReturnPermille: terms.twoSidedReturnPermille,
  };
  const twoSidedOdds = await twoSidedOddsInForce(tx, game, row.two_sided_odds_version);
  const context = { ...terms, userGroup: row.prize_group, twoSidedOdds };
  const priced: TPricedTicket[] = [];
  for (const [index, ticket] of request.Tickets.entries()) {
    const price = priceRequestedTicket(context, ticket, index);
    if (!price.ok) return price;
    priced.push(price.value);
  }
  const total = priced.reduce((sum, ticket) => sum + ticket.amount, 0n);
  const staked = BigInt(row.staked);
  if (staked + total > terms.maxStakePerIssue)
    return stakeLimitFailure(terms.maxStakePerIssue, staked);
  const ids = row.ticket_ids.map((id) => BigInt(id));

  const { issueSerial } = terms;
  if (issueSerial === null) {
    if (source.from !== 'player') throw new Error('chained bets are on issues, MiaoMiao has none');
    const placement = { userId, gameId: request.GameId, terms, at: now };
    return placeInstantTickets(tx, deps, placement, priced, ids);
  }
  const placed = await placeTickets(
    tx,
    {
      userId,
      gameId: request.GameId,
      issueSerial,
      scheduleId: source.from === 'schedule_holds' ? source.scheduleId : null,
      from: source.from,
      maxStakePerIssue: terms.maxStakePerIssue,
      at: now,
    },
    priced,
    ids,
  );
  if (!placed.ok) return placed;
  // A chained bet's stakes come from its hold: the wallet is read, not moved.
  const wallet = placed.value.get(accountKey({ userId, kind: 'player' }));
  return succeed({
    Tickets: priced.map((ticket, i) => {
      const id = ids[i] as bigint;
      return {
        TicketId: Number(id),
        SerialNumber: ticketSerialOf(id),
        Amount: ticket.amount,
        Units: ticket.units,
        SelfRebate: ticket.selfRebate,
        State: 0,
        Prize: 0n,
        WinningNumber: null,
        InstantDraw: null,
      };
    }),
    TotalAmount: total,
    WalletAmount: wallet ?? (await walletBalance(tx, userId)),
  });
}
