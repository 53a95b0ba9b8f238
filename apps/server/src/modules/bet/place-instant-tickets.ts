import { betStates, cashFlowTypes, type TPlaceBetsResponse } from '@lottery/contracts';
import {
  originalFormatOf,
  parseWinningNumber,
  parseWinningNumberAs,
  settle,
} from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { nextInstantDraw } from '../lottery/miaomiao-seeds.ts';
import { accountKey, post, type TPosting } from '../wallet/ledger.ts';
import {
  insertTickets,
  ticketSerialOf,
  type TNewTicket,
  type TSettledAtPlacement,
} from './insert-tickets.ts';
import type { TGameTerms } from './place-bets.ts';
import { ticketPrize, type TPricedTicket } from './price-ticket.ts';
import { agentChains, rebatePostings, recordRebates, ticketRebates } from './rebates.ts';

/**
 * MiaoMiao (秒秒彩) tickets: drawn and settled in the bet's own transaction, each with the next
 * nonce of the player's seed pair (miaomiao-seeds.ts), so that revealing the seed later proves
 * every draw.
 *
 * Money: one ledger transaction takes each stake from the wallet into the bet holds and straight
 * on to the house (the ticket settles before the transaction ends), a second pays the prizes from
 * the house. The first names the house, so the ledger locks it before the player's accounts, in
 * the same order as issue settlement (house first, ascending ids): a MiaoMiao bet and a
 * settlement paying the same player cannot deadlock. Two transactions rather than one, because
 * the ledger guards net changes: a prize netted against the stake would let a wallet too poor
 * for the stake bet anyway.
 */

async function drawAndSettle(
  tx: TQueryable,
  clock: TClock,
  placement: TInstantPlacement,
  ticket: TPricedTicket,
  id: bigint,
): Promise<TNewTicket & { settled: TSettledAtPlacement }> {
  const { categoryId, maxPayoutPerTicket } = placement.terms;
  const draw = await nextInstantDraw(tx, placement.userId, categoryId, clock);
  const judged = parseWinningNumber(categoryId, draw.winningNumber);
  const drawn = parseWinningNumberAs(draw.originalWinningNumber, originalFormatOf(categoryId));
  if (!judged.ok || !drawn.ok) throw new Error(`instant draw ${draw.winningNumber} does not parse`);
  const wins = settle(ticket.betTypeId, ticket.selection, judged.numbers);
  const prize = ticketPrize(ticket, wins, maxPayoutPerTicket);
  return {
    ...ticket,
    id,
    settled: {
      state: prize > 0n ? betStates.won : betStates.noPrize,
      prize,
      wins,
      winningNumber: draw.winningNumber,
      instantDraw: {
        commitment: draw.serverSeedCommitment,
        clientSeed: draw.clientSeed,
        nonce: draw.nonce,
        numbers: drawn.numbers,
        originalWinningNumber: draw.originalWinningNumber,
      },
      settledAt: placement.at,
    },
  };
}

interface TInstantPlacement {
  userId: number;
  gameId: number;
  terms: TGameTerms;
  at: number;
}

/** Places, draws and settles a MiaoMiao cart (see the header); the answer of Bet/Place. */
export async function placeInstantTickets(
  tx: TQueryable,
  deps: { clock: TClock },
  placement: TInstantPlacement,
  tickets: readonly TPricedTicket[],
  ids: readonly bigint[],
): Promise<TResult<TPlaceBetsResponse>> {
  const { userId, gameId, terms, at } = placement;
  const wallet = { userId, kind: 'player' as const };
  const holds = { userId, kind: 'bet_holds' as const };
  const cashFlowType = cashFlowTypes.bet;
  const staked = await post(tx, {
    kind: 'bet',
    reference: `instant:${gameId}`,
    at,
    postings: tickets.flatMap((ticket, i): TPosting[] => {
      const memo = ticketSerialOf(ids[i] as bigint);
      const { amount } = ticket;
      return [
        { account: wallet, amount: -amount, cashFlowType, memo },
        { account: holds, amount, cashFlowType, memo },
        // Released as settlement releases stakes: no statement type on the way to the house.
        { account: holds, amount: -amount, memo },
        { account: 'house', amount, memo },
      ];
    }),
  });
  if (!staked.ok) return staked;

  const settled = [];
  for (const [i, ticket] of tickets.entries())
    settled.push(await drawAndSettle(tx, deps.clock, placement, ticket, ids[i] as bigint));
  const head = { userId, gameId, issueSerial: null, scheduleId: null, at };
  // On no issue, nothing refuses them here: the cart was checked against the limit before.
  await insertTickets(tx, { ...head, maxStakePerIssue: terms.maxStakePerIssue }, settled);

  // Prizes and rebates (self and up the agent chain, as settlement pays them) from the house.
  const chains = await agentChains(tx, [userId]);
  const rebates = settled.flatMap((ticket) =>
    ticketRebates({ ...ticket, userId }, chains.get(userId), terms.gameGroup),
  );
  const reference = `instant:${gameId}`;
  const payments: TPosting[] = [
    ...settled
      .filter((ticket) => ticket.settled.prize > 0n)
      .flatMap(({ id, settled: { prize } }): TPosting[] => [
        { account: 'house', amount: -prize, memo: ticketSerialOf(id) },
        {
          account: wallet,
          amount: prize,
          cashFlowType: cashFlowTypes.prize,
          memo: ticketSerialOf(id),
        },
      ]),
    ...rebatePostings(rebates, reference),
  ];
  let balances = staked.value.balances;
  if (payments.length > 0) {
    const paid = await post(tx, { kind: 'settlement', reference, at, postings: payments });
    // Only the house gives here, and the house may go below zero.
    if (!paid.ok) throw new Error(`paying MiaoMiao prizes failed: ${paid.error}`);
    // Agent rebates alone leave the wallet out of this transaction: keep the stake's balance.
    balances = new Map([...balances, ...paid.value.balances]);
  }
  await recordRebates(tx, rebates, at);
  return succeed({
    Tickets: settled.map(({ id, amount, units, selfRebate, settled: result }) => ({
      TicketId: Number(id),
      SerialNumber: ticketSerialOf(id),
      Amount: amount,
      Units: units,
      SelfRebate: selfRebate,
      State: result.state,
      Prize: result.prize,
      WinningNumber: result.winningNumber,
      InstantDraw: {
        Commitment: result.instantDraw.commitment,
        ClientSeed: result.instantDraw.clientSeed,
        Nonce: result.instantDraw.nonce,
        OriginalWinningNumber: result.instantDraw.originalWinningNumber,
      },
    })),
    TotalAmount: tickets.reduce((sum, ticket) => sum + ticket.amount, 0n),
    WalletAmount: balances.get(accountKey(wallet)) ?? 0n,
  });
}
