import {
  cashFlowTypes,
  thousandthsToNumber,
  type TLanguage,
  type TPlaceBetsRequest,
  type TPlaceBetsResponse,
  type TPlayerCoupon,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentRequest } from '../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TSession } from '../../platform/route.ts';
import { placeBets } from '../bet/place-bets.ts';
import { post } from '../wallet/ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover.ts';
import { readGameNames } from './game-names.ts';
import { lockPlayerCoupon, toPlayerCoupon } from './coupon-rows.ts';
import { checkUsable, coversGame } from './use-checks.ts';

/**
 * POST /api/Coupon/BetWithVoucher: a bet whose stake a bet voucher partly pays, in one
 * transaction with the request's idempotency key:
 * 1. the voucher, locked, must be the player's, unused, unexpired, for this game;
 * 2. its face value moves from the house to the player's wallet (cash-flow 701);
 * 3. the cart is placed with every check of Bet/Place (placeBets, the function chained bets
 *    place with inside their caller's transaction), its stake from the wallet, so the player
 *    needs only the stake minus the voucher;
 * 4. the cart's stake must reach the voucher's minimum bet (at least its face value, a template
 *    rule), and the voucher is marked used with the first ticket's serial.
 * Any refusal rolls back all of it: the voucher stays unused and nothing moved.
 *
 * Why this hook rather than a change to Bet/Place: Bet/Place writes a cart in one database
 * function (bet_place, migration 0012) on the path the placement benchmark measures; a coupon
 * parameter there would cost every bet a join. This route reuses placeBets unchanged, so the bet
 * and its voucher commit together, and the bet module knows nothing of coupons. Only carts on an
 * issue: a MiaoMiao cart is drawn and settled in its own transaction (place-instant-tickets.ts).
 */
export function betWithVoucher(
  deps: { db: TDatabase; clock: TClock },
  input: {
    session: TSession;
    request: FastifyRequest;
    body: { CouponId: number; Bet: TPlaceBetsRequest };
    language: TLanguage;
  },
): Promise<TResult<{ Coupon: TPlayerCoupon; Bet: TPlaceBetsResponse }>> {
  return idempotentRequest(deps, input, 'Coupon/BetWithVoucher', (tx) =>
    useVoucher(tx, deps, {
      userId: input.session.userId,
      couponId: input.body.CouponId,
      bet: input.body.Bet,
      language: input.language,
      now: deps.clock.now(),
    }),
  );
}

async function useVoucher(
  tx: TQueryable,
  deps: { clock: TClock },
  input: {
    userId: number;
    couponId: number;
    bet: TPlaceBetsRequest;
    language: TLanguage;
    now: number;
  },
): Promise<TResult<{ Coupon: TPlayerCoupon; Bet: TPlaceBetsResponse }>> {
  const { userId, bet, now } = input;
  const usable = checkUsable(await lockPlayerCoupon(tx, userId, input.couponId), 'betVoucher', now);
  if (!usable.ok) return usable;
  const { coupon, template } = usable.value;
  if (bet.IssueSerialNumber === undefined) return fail('CouponBetNeedsIssue');
  if (!coversGame(template, bet.GameId)) return fail('CouponGameNotCovered');
  const amount = template.faceValue;
  const posted = await post(tx, {
    kind: 'coupon_bet_voucher',
    reference: `coupon:${coupon.id}`,
    at: now,
    postings: [
      {
        account: { userId, kind: 'player' },
        amount,
        cashFlowType: cashFlowTypes.couponBetVoucher,
        memo: `coupon:${coupon.id}`,
      },
      { account: 'house', amount: -amount },
    ],
  });
  // Only a debit can be refused: the player's side is a credit.
  if (!posted.ok) throw new Error(`coupon ${coupon.id} could not be posted`);
  const placed = await placeBets(tx, deps, userId, bet, { from: 'player' });
  if (!placed.ok) return placed;
  if (BigInt(placed.value.TotalAmount) < template.minBet)
    return fail('CouponBetBelowMinimum', { min: thousandthsToNumber(template.minBet) });
  const usedOn = placed.value.Tickets[0]?.SerialNumber ?? null;
  await tx.query(
    `UPDATE coupons SET state = 'used', used_at = $2, amount_paid = $3, used_on = $4,
            ledger_transaction_id = $5, ticket_ids = $6, amount_returned = 0
      WHERE id = $1 AND state = 'unused'`,
    [
      coupon.id,
      now,
      amount,
      usedOn,
      posted.value.transactionId,
      placed.value.Tickets.map((ticket) => ticket.TicketId),
    ],
  );
  if (template.turnoverMultiple > 0)
    await addTurnoverRequirement(tx, {
      userId,
      amount: amount * BigInt(template.turnoverMultiple),
      source: 'coupon',
      // A voucher returned by a cancel may be used again: one requirement per use.
      reference: `coupon:${coupon.id}:${posted.value.transactionId}`,
      now,
    });
  await notifyWalletChanged(tx, userId, posted.value.transactionId, now);
  const used = { ...coupon, state: 'used' as const, usedAt: now, amountPaid: amount, usedOn };
  return succeed({
    Coupon: toPlayerCoupon(
      used,
      template,
      input.language,
      await readGameNames(tx, input.language),
      now,
    ),
    Bet: placed.value,
  });
}
