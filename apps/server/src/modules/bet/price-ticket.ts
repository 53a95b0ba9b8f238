import { thousandthsToNumber, type TTicketRequest } from '@lottery/contracts';
import {
  findBetType,
  maxMultiple,
  modeDivisors,
  officialCapsOf,
  payout,
  payoutTwoSided,
  priceTicket,
  priceTwoSided,
  type TBetMode,
  type TBetType,
  type TFamilyId,
  type TFault,
  type TOddsEntry,
  type TOddsTable,
  type TSelection,
  type TWins,
} from '@lottery/lottery';
import type { TBook } from '../lottery/game-catalogue.ts';
import { defaultOddsTable } from '../lottery/default-odds.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * One requested ticket → a priced ticket, by the rules engine (packages/lottery), or the refusal
 * with its catalogue code. The client's count and amount are never trusted: the server recounts.
 */

/** What pricing needs of the game and the player. */
export interface TPricingContext {
  family: TFamilyId;
  books: readonly TBook[];
  /** lottery_games.max_payout_per_ticket, thousandths. */
  maxPayoutPerTicket: bigint;
  twoSidedReturnPermille: number;
  /**
   * The game's two-sided odds in force: its defaults with the administrator's overrides
   * (lottery/odds/odds-in-force.ts twoSidedOddsInForce). Absent, the defaults of family and
   * return, which are the odds in force only while nobody has set the game's odds.
   */
  twoSidedOdds?: TOddsTable;
  /** users.prize_group: the player's own group. */
  userGroup: number;
  /**
   * lottery_games.max_prize_group: the highest group the game pays at; absent or null, no cap of
   * its own. The player's effective group on the game is min(userGroup, gameGroup).
   */
  gameGroup?: number | null;
  /**
   * lottery_games.min_prize_group: the lowest group a ticket may choose; absent or null, none. A
   * player whose effective group is below it bets at that group (gameFloorOf).
   */
  gameFloor?: number | null;
}

/** The highest group a player may bet at on a game: their own, lowered to the game's cap. */
export const effectiveGroupOf = (context: Pick<TPricingContext, 'userGroup' | 'gameGroup'>) =>
  context.gameGroup == null ? context.userGroup : Math.min(context.userGroup, context.gameGroup);

/** The lowest group a ticket may choose on the game: its floor, lowered to the effective group. */
export const gameFloorOf = (
  context: Pick<TPricingContext, 'userGroup' | 'gameGroup' | 'gameFloor'>,
): number | null =>
  context.gameFloor == null ? null : Math.min(context.gameFloor, effectiveGroupOf(context));

/** A ticket as it is stored (bet_tickets) and paid. Two-sided tickets are 'yuan' × 1. */
export interface TPricedTicket {
  betTypeId: string;
  book: TBook;
  selection: TSelection;
  mode: TBetMode;
  multiple: number;
  units: number;
  amount: bigint;
  /** Official: the group prizes are paid at, and the player's own group at bet time. */
  prizeGroup: number | null;
  userGroup: number | null;
  /** Two-sided: the odds the ticket was sold at. */
  odds: TOddsEntry | null;
  selfRebate: bigint;
}

// Default tables depend on the family and the return only; building one walks every type.
const oddsTables = new Map<string, TOddsTable>();
export function oddsTableOf(family: TFamilyId, returnPermille: number): TOddsTable {
  const key = `${family}:${returnPermille}`;
  let table = oddsTables.get(key);
  if (!table) {
    table = defaultOddsTable(family, returnPermille);
    oddsTables.set(key, table);
  }
  return table;
}

/** bet_tickets.mode stores the divisor (1, 10, 100, 1000). */
export const modeDivisorOf = (mode: TBetMode) => Number(modeDivisors[mode]);
export function betModeOf(divisor: number): TBetMode {
  const mode = (Object.keys(modeDivisors) as TBetMode[]).find(
    (candidate) => modeDivisors[candidate] === BigInt(divisor),
  );
  if (!mode) throw new Error(`no bet mode divides by ${divisor}`);
  return mode;
}

const money = (thousandths: bigint) => String(thousandthsToNumber(thousandths));

const selectionFault = (index: number, fault: TFault) =>
  fail(
    'BetSelectionInvalid',
    { ticket: index + 1, fault: fault.code, at: fault.at },
    { Field: `Tickets.${index}.Selection.${fault.at}` },
  );

function priceOfficial(
  context: TPricingContext,
  type: TBetType,
  ticket: Extract<TTicketRequest, { Book: 'official' }>,
  index: number,
): TResult<TPricedTicket> {
  const caps = officialCapsOf(context.maxPayoutPerTicket);
  const { gameGroup } = context;
  // Within the player's own group but above the game's: the game's cap is the limit to name.
  if (gameGroup != null && ticket.PrizeGroup > gameGroup && ticket.PrizeGroup <= context.userGroup)
    return fail('BetGroupAboveGameCap', {
      ticket: index + 1,
      group: ticket.PrizeGroup,
      gameGroup,
    });
  const floor = gameFloorOf(context);
  if (floor !== null && ticket.PrizeGroup < floor)
    return fail('BetGroupBelowGameFloor', {
      ticket: index + 1,
      group: ticket.PrizeGroup,
      gameGroup: floor,
    });
  // The self-rebate is counted from the effective group, the most the game would have paid.
  const userGroup = effectiveGroupOf(context);
  const terms = { mode: ticket.Mode, multiple: ticket.Multiple, group: ticket.PrizeGroup, caps };
  const price = priceTicket({
    ...terms,
    betType: type,
    selection: ticket.Selection,
    userGroup,
  });
  if (!price.ok) {
    const { code } = price.fault;
    if (code === 'group')
      return fail('BetGroupTooHigh', {
        ticket: index + 1,
        group: ticket.PrizeGroup,
        userGroup: context.userGroup,
      });
    if (code === 'overMaxMultiple')
      return fail('BetMultipleTooHigh', {
        ticket: index + 1,
        maxMultiple: maxMultiple(type, ticket.Mode, ticket.PrizeGroup, caps),
      });
    // Book, mode, multiple and shares were checked before (contract, game, caps above).
    if (code === 'noUnits') return selectionFault(index, price.fault as TFault);
    throw new Error(`pricing ${type.id}: unexpected ${code} at ${price.fault.at}`);
  }
  return succeed({
    betTypeId: type.id,
    book: 'official',
    selection: ticket.Selection,
    mode: ticket.Mode,
    multiple: ticket.Multiple,
    units: price.units,
    amount: price.amount,
    prizeGroup: price.group,
    userGroup,
    odds: null,
    selfRebate: price.rebate,
  });
}

function priceTwoSidedTicket(
  context: TPricingContext,
  type: TBetType,
  ticket: Extract<TTicketRequest, { Book: 'twoSided' }>,
  index: number,
): TResult<TPricedTicket> {
  const table = context.twoSidedOdds ?? oddsTableOf(context.family, context.twoSidedReturnPermille);
  const price = priceTwoSided({
    betType: type,
    selection: ticket.Selection,
    stake: ticket.Stake,
    table,
  });
  if (!price.ok) {
    const { code } = price.fault;
    if (code === 'notOffered')
      return fail('BetBookNotOffered', { ticket: index + 1, betType: type.id, book: 'twoSided' });
    if (code === 'noUnits') return selectionFault(index, price.fault as TFault);
    // Type, book and stake were checked before; a default table is valid by construction, and
    // overrides are validated with the table they join (lottery/odds/set-two-sided-odds.ts).
    throw new Error(`pricing ${type.id}: unexpected ${code} at ${price.fault.at}`);
  }
  const entry = table[type.id] as TOddsEntry;
  // One unit may pay at most the ticket cap: stake × best odds ≤ max payout.
  const bestOdds = BigInt(Math.max(...Object.values(price.odds)));
  const maxStake = (context.maxPayoutPerTicket * 1000n) / bestOdds;
  if (ticket.Stake > maxStake)
    return fail('BetStakeTooHigh', { ticket: index + 1, maxStake: money(maxStake) });
  return succeed({
    betTypeId: type.id,
    book: 'twoSided',
    selection: ticket.Selection,
    mode: 'yuan',
    multiple: 1,
    units: price.units,
    amount: price.amount,
    prizeGroup: null,
    userGroup: null,
    odds: entry,
    selfRebate: 0n,
  });
}

/**
 * Prices ticket `index` of a cart, checking in this order: the game sells the bet type, the
 * selection is valid, the game and the type offer the book, then the book's own terms (group at
 * most the player's and the game's, multiple or stake within the payout cap).
 */
export function priceRequestedTicket(
  context: TPricingContext,
  ticket: TTicketRequest,
  index: number,
): TResult<TPricedTicket> {
  const type = findBetType(ticket.BetTypeId);
  if (!type || type.family !== context.family)
    return fail('BetTypeNotSold', { ticket: index + 1, betType: ticket.BetTypeId });
  const validation = type.validate(ticket.Selection);
  if (!validation.ok) return selectionFault(index, validation.fault);
  if (type.book !== ticket.Book || !context.books.includes(ticket.Book))
    return fail('BetBookNotOffered', { ticket: index + 1, betType: type.id, book: ticket.Book });
  return ticket.Book === 'official'
    ? priceOfficial(context, type, ticket, index)
    : priceTwoSidedTicket(context, type, ticket, index);
}

/** What a priced ticket pays for its wins (the type's settle against the draw), capped. */
export function ticketPrize(
  ticket: Pick<
    TPricedTicket,
    'betTypeId' | 'book' | 'mode' | 'multiple' | 'units' | 'amount' | 'prizeGroup' | 'odds'
  >,
  wins: TWins,
  maxPayoutPerTicket: bigint,
): bigint {
  if (ticket.book === 'official') {
    if (ticket.prizeGroup === null) throw new Error('an official ticket has a prize group');
    return payout(ticket.betTypeId, wins, {
      mode: ticket.mode,
      multiple: ticket.multiple,
      group: ticket.prizeGroup,
      caps: officialCapsOf(maxPayoutPerTicket),
    }).amount;
  }
  if (ticket.odds === null) throw new Error('a two-sided ticket has its odds');
  return payoutTwoSided(ticket.betTypeId, wins, {
    stake: ticket.amount / BigInt(ticket.units),
    table: { [ticket.betTypeId]: ticket.odds },
    maxWon: maxPayoutPerTicket,
  }).amount;
}
