import {
  cashFlowTypes,
  gameStates,
  type TErrorName,
  type TPlaceBetsRequest,
  type TPlaceBetsResponse,
} from '@lottery/contracts';
import type { TFamilyId } from '@lottery/lottery';
import { preparedStatement, type TDatabase, type TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { databaseRefusal } from '../../platform/database-refusal.ts';
import {
  idempotent,
  idempotentStatement,
  isKeyTaken,
  type TIdempotentCall,
  type TStatementKey,
  type TStatementOutcome,
} from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { hasFlag } from '../auth/state-flags.ts';
import type { TBook, TDrawSource } from '../lottery/game-catalogue.ts';
import type { TIssueState } from '../lottery/issue-rows.ts';
import { twoSidedOddsInForce } from '../lottery/odds/odds-in-force.ts';
import { postingArrays, type TPosting } from '../wallet/ledger.ts';
import { walletBalance } from '../wallet/wallet-service.ts';
import { stakeLimitFailure, ticketSerialOf, ticketsJson } from './insert-tickets.ts';
import { placeInstantTickets } from './place-instant-tickets.ts';
import { priceRequestedTicket, type TPricedTicket } from './price-ticket.ts';

/**
 * POST /api/Bet/Place: a cart of tickets on one issue of one game (or on a MiaoMiao game, drawn
 * at once). Checked in this order, each refusal with its code and nothing written: game exists
 * and is online; issue exists and is on sale by server time; the player may bet; every ticket
 * prices (price-ticket.ts); the player's stake on the issue stays within the game's limit; the
 * balance covers the cart.
 *
 * Round trips, for the placement benchmark: one statement reads game, issue, player and the
 * stake so far and reserves the ticket ids (the ledger memos name them); the checks and the
 * pricing run here; then one statement, the database function bet_place (migration 0012), makes
 * every write of a cart on an issue: it answers a replayed idempotency key at once, checks again
 * under locks what may have changed since the read (the issue still on sale, the funds, the
 * stake limit), moves the stakes through the ledger, writes the tickets and stores the answer
 * under the key. A MiaoMiao cart is drawn and settled in a transaction of its own
 * (place-instant-tickets.ts).
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
  max_prize_group: number | null;
  min_prize_group: number | null;
  two_sided_return_permille: number | null;
  two_sided_odds_version: string | null;
  issue_state: TIssueState | null;
  start_at: bigint | null;
  close_at: bigint | null;
  staked: bigint;
  ticket_ids: (bigint | string)[];
}

// The game and issue are read in the bet's own statement rather than through the lottery
// module's readers: three queries fewer per bet, the path the placement benchmark measures (it
// also runs this statement through pgbench: $1 user, $2 game, $3 issue, $4 tickets).
export const contextSql = preparedStatement(`
  SELECT u.prize_group, u.state_flags, g.category_id, g.family, g.draw_source,
         g.state AS game_state, g.books, g.max_payout_per_ticket, g.max_stake_per_issue,
         g.max_prize_group, g.min_prize_group, g.two_sided_return_permille, g.two_sided_odds_version, i.state AS issue_state,
         i.start_at, i.close_at,
         coalesce((SELECT s.amount FROM bet_issue_stakes s
                    WHERE s.user_id = u.id AND s.game_id = $2 AND s.issue_serial = $3), 0)
           AS staked,
         ARRAY(SELECT nextval(pg_get_serial_sequence('bet_tickets', 'id'))
                 FROM generate_series(1, $4)) AS ticket_ids
    FROM users u
    LEFT JOIN lottery_games g ON g.id = $2
    LEFT JOIN lottery_issues i ON i.game_id = $2 AND i.serial_number = $3
   WHERE u.id = $1`);

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
  /** The highest prize group the game pays at; null: the player's own bounds it. */
  gameGroup: number | null;
  /** The lowest group a ticket may choose; null: no floor. */
  gameFloor: number | null;
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
    gameGroup: row.max_prize_group,
    gameFloor: row.min_prize_group,
  });
}

/** Where a cart's stakes come from: the wallet (Bet/Place), or a chained bet's hold. */
export type TStakeSource = { from: 'player' } | { from: 'schedule_holds'; scheduleId: bigint };

/** A cart that passed every check made before writing, priced. */
interface TPricedCart {
  userId: number;
  gameId: number;
  terms: TGameTerms;
  tickets: readonly TPricedTicket[];
  /** The ticket ids reserved for them, in order. */
  ids: readonly bigint[];
  total: bigint;
  at: number;
}

/** Reads the context, checks it and prices every ticket (see the header). */
async function priceCart(
  db: TQueryable,
  now: number,
  userId: number,
  request: TPlaceBetsRequest,
): Promise<TResult<TPricedCart>> {
  const [row] = await db.query<TContextRow>(contextSql, [
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
  const twoSidedOdds = await twoSidedOddsInForce(db, game, row.two_sided_odds_version);
  const context = { ...terms, userGroup: row.prize_group, twoSidedOdds };
  const tickets: TPricedTicket[] = [];
  for (const [index, ticket] of request.Tickets.entries()) {
    const price = priceRequestedTicket(context, ticket, index);
    if (!price.ok) return price;
    tickets.push(price.value);
  }
  const total = tickets.reduce((sum, ticket) => sum + ticket.amount, 0n);
  const staked = BigInt(row.staked);
  if (staked + total > terms.maxStakePerIssue)
    return stakeLimitFailure(terms.maxStakePerIssue, staked);
  const ids = row.ticket_ids.map((id) => BigInt(id));
  return succeed({ userId, gameId: request.GameId, terms, tickets, ids, total, at: now });
}

/** The answer of a cart placed on an issue: its tickets open (state 0). */
function openTicketsAnswer(cart: TPricedCart, wallet: bigint): TPlaceBetsResponse {
  return {
    Tickets: cart.tickets.map((ticket, i) => {
      const id = cart.ids[i] as bigint;
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
    TotalAmount: cart.total,
    WalletAmount: wallet,
  };
}

const betPlaceSql = preparedStatement(`SELECT outcome, wallet FROM bet_place($1, $2, $3, $4,
  $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19)`);

/**
 * Writes a priced cart on an issue with bet_place (see the header): one ledger transaction moves
 * the stakes from `source` to the player's bet holds (a memo per ticket, named by the reserved
 * ids), the stake on the issue grows within the limit and the tickets are written (state 0).
 * With an idempotency key, the answer is stored under it in the same statement; without one (a
 * chained bet's issue) the caller's transaction holds the writes.
 */
async function writeIssueCart(
  db: TQueryable,
  cart: TPricedCart,
  issueSerial: string,
  source: TStakeSource,
  idempotency: TStatementKey | null,
): Promise<TStatementOutcome<TPlaceBetsResponse>> {
  const { userId, gameId, at } = cart;
  const cashFlowType = cashFlowTypes.bet;
  const postings = cart.tickets.flatMap((ticket, i): TPosting[] => {
    const memo = ticketSerialOf(cart.ids[i] as bigint);
    const { amount } = ticket;
    return [
      { account: { userId, kind: source.from }, amount: -amount, cashFlowType, memo },
      { account: { userId, kind: 'bet_holds' }, amount, cashFlowType, memo },
    ];
  });
  // Stored before the wallet is known: bet_place sets it in the stored answer.
  const answer = openTicketsAnswer(cart, 0n);
  const tickets = cart.tickets.map((ticket, i) => ({
    ...ticket,
    id: cart.ids[i] as bigint,
    settled: null,
  }));
  try {
    const [row] = await db.query<{ outcome: 'placed' | 'replay'; wallet: bigint | null }>(
      betPlaceSql,
      [
        userId,
        idempotency?.key ?? null,
        idempotency?.route ?? null,
        idempotency?.requestHash ?? null,
        idempotency?.answer(answer) ?? null,
        idempotency?.bigintPath('WalletAmount') ?? null,
        gameId,
        issueSerial,
        source.from === 'schedule_holds' ? source.scheduleId : null,
        at,
        `issue:${gameId}:${issueSerial}`,
        ...postingArrays(postings),
        ticketsJson(tickets),
        cart.total,
        cart.terms.maxStakePerIssue,
      ],
    );
    if (row?.outcome === 'replay') return 'replay';
    // A chained bet's stakes come from its hold: the wallet is read, not moved.
    const wallet = row?.wallet ?? (await walletBalance(db, userId));
    return succeed({ ...answer, WalletAmount: BigInt(wallet) });
  } catch (error) {
    if (isKeyTaken(error)) return 'replay';
    const refusal = databaseRefusal(error);
    if (refusal === null) throw error;
    return refusal.error === 'BetIssueStakeLimit'
      ? stakeLimitFailure(cart.terms.maxStakePerIssue, BigInt(refusal.detail ?? 0))
      : refusal.error === 'BetIssueSealed'
        ? fail('BetIssueSealed', { issue: issueSerial })
        : fail(refusal.error);
  }
}

/**
 * Places a cart on an issue inside the caller's transaction, its stakes from `source`: how a
 * chained bet places each issue's ticket, with every check of a player's own bet. A refusal
 * aborts the transaction (the caller rolls back, to a savepoint if it goes on).
 */
export async function placeBets(
  tx: TQueryable,
  deps: { clock: TClock },
  userId: number,
  request: TPlaceBetsRequest,
  source: TStakeSource,
): Promise<TResult<TPlaceBetsResponse>> {
  const priced = await priceCart(tx, deps.clock.now(), userId, request);
  if (!priced.ok) return priced;
  const { issueSerial } = priced.value.terms;
  if (issueSerial === null) throw new Error('chained bets are on issues, MiaoMiao has none');
  const placed = await writeIssueCart(tx, priced.value, issueSerial, source, null);
  if (placed === 'replay') throw new Error('a placement without a key cannot be a replay');
  return placed;
}

/**
 * Bet/Place (see the header): a cart on an issue in one statement after its checks, a MiaoMiao
 * cart (it names no issue) drawn and settled in its transaction.
 */
export function placeBetsRequest(
  db: TDatabase,
  deps: { clock: TClock },
  call: TIdempotentCall,
  request: TPlaceBetsRequest,
): Promise<TResult<TPlaceBetsResponse>> {
  const { userId } = call;
  if (request.IssueSerialNumber === undefined)
    return idempotent(db, call, async (tx) => {
      const priced = await priceCart(tx, deps.clock.now(), userId, request);
      if (!priced.ok) return priced;
      const { gameId, terms, tickets, ids, at } = priced.value;
      return placeInstantTickets(tx, deps, { userId, gameId, terms, at }, tickets, ids);
    });
  return idempotentStatement(db, call, async (idempotency) => {
    const priced = await priceCart(db, deps.clock.now(), userId, request);
    if (!priced.ok) return priced;
    const { issueSerial } = priced.value.terms;
    if (issueSerial === null) throw new Error('a cart naming an issue is on an issue');
    return writeIssueCart(db, priced.value, issueSerial, { from: 'player' }, idempotency);
  });
}
