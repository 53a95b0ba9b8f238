import { betStates, cashFlowTypes, type TCancelTicketResponse } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { notifySharedTicketsSettled } from '../chat/shared-ticket-settled.ts';
import { returnVoucherOnCancel } from '../coupon/return-voucher-on-cancel.ts';
import { accountKey, post } from '../wallet/ledger.ts';
import { releaseIssueStake, ticketSerialOf } from './insert-tickets.ts';

/**
 * POST /api/Bet/Cancel (撤单): the owner takes an open ticket back before its issue seals, by
 * server time; the stake returns from the bet holds to the wallet. One guarded UPDATE decides
 * (open, the caller's, issue still on sale), so a cancel racing another cancel or the seal
 * refunds at most once; when it matches nothing, a read says which refusal applies. The issue
 * stake row is released after the refund's ledger post: placement locks the accounts before that
 * row, so a cancel and a bet of the same player lock in the same order.
 */

async function refusalOf(tx: TQueryable, userId: number, ticketId: number) {
  const [row] = await tx.query<{ state: number }>(
    'SELECT state FROM bet_tickets WHERE id = $1 AND user_id = $2',
    [ticketId, userId],
  );
  if (!row) return fail('TicketNotFound');
  if (row.state !== betStates.bet) return fail('TicketNotOpen');
  return fail('TicketSealed');
}

export async function cancelTicket(
  tx: TQueryable,
  deps: { clock: TClock },
  userId: number,
  ticketId: number,
): Promise<TResult<TCancelTicketResponse>> {
  const now = deps.clock.now();
  const [ticket] = await tx.query<{ amount: bigint; game_id: number; issue_serial: string }>(
    `UPDATE bet_tickets t SET state = 1, settled_at = $3
       FROM lottery_issues i
      WHERE t.id = $1 AND t.user_id = $2 AND t.state = 0
        AND i.game_id = t.game_id AND i.serial_number = t.issue_serial
        AND i.state = 'scheduled' AND i.close_at > $3
      RETURNING t.amount, t.game_id, t.issue_serial`,
    [ticketId, userId, now],
  );
  if (!ticket) return refusalOf(tx, userId, ticketId);
  const amount = BigInt(ticket.amount);
  const memo = ticketSerialOf(BigInt(ticketId));
  const wallet = { userId, kind: 'player' as const };
  const refunded = await post(tx, {
    kind: 'bet_cancel',
    reference: `ticket:${ticketId}`,
    at: now,
    postings: [
      {
        account: { userId, kind: 'bet_holds' },
        amount: -amount,
        cashFlowType: cashFlowTypes.betCancelRefund,
        memo,
      },
      { account: wallet, amount, cashFlowType: cashFlowTypes.betCancelRefund, memo },
    ],
  });
  // The holds carry the stake of every open ticket: not finding it there is a broken ledger.
  if (!refunded.ok) throw new Error(`ticket ${ticketId}: its stake is not in the bet holds`);
  // A bet voucher that paid part of this ticket's cart goes back to the house (coupon module).
  const voucherBack = await returnVoucherOnCancel(tx, { userId, ticketId, refunded: amount, now });
  await releaseIssueStake(tx, {
    userId,
    gameId: ticket.game_id,
    issueSerial: ticket.issue_serial,
    amount,
  });
  // A cancelled ticket is final: the rooms it was shared in show it cancelled.
  await notifySharedTicketsSettled(tx, [BigInt(ticketId)], now);
  return succeed({
    TicketId: ticketId,
    Refunded: amount,
    WalletAmount: (refunded.value.balances.get(accountKey(wallet)) ?? 0n) - voucherBack,
  });
}
