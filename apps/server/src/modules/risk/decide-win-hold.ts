import { betStates, cashFlowTypes } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { notifyWalletChanged } from '../../jobs/user-events.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { ticketSerialOf } from '../bet/insert-tickets.ts';
import { notifySharedTicketsSettled } from '../chat/shared-ticket-settled.ts';
import { post } from '../wallet/ledger.ts';
import { notifyReleasedWin } from './notify-released-win.ts';

/**
 * A risk administrator's decision on a held win (issue #19): release pays the prize (and sends
 * the win notices settlement held back), void keeps it with the house. Each is ONE database
 * transaction: the hold row locked and moved out of 'held', the ticket moved out of state 4
 * (guarded), for a release the ledger transaction house → player, the rooms the ticket was shared
 * in told (ChatRoomBetAwardNotify), and the audit row. Two decisions on one hold (two
 * administrators, a retry) meet on the row lock; the second finds it decided (6302) and moves
 * nothing, so a win is paid at most once.
 */

export interface TDecideDeps {
  db: TDatabase;
  clock: TClock;
}

export type TWinHoldDecision =
  { kind: 'release'; reason: string } | { kind: 'void'; reason: string };

interface THeldRow {
  user_id: number;
  game_id: number;
  issue_serial: string;
  prize: bigint;
  state: string;
}

async function lockHold(tx: TQueryable, ticketId: number): Promise<TResult<THeldRow>> {
  const [hold] = await tx.query<THeldRow>(
    `SELECT user_id, game_id, issue_serial, prize, state FROM risk_win_holds
      WHERE ticket_id = $1 FOR UPDATE`,
    [ticketId],
  );
  if (!hold) return fail('WinHoldNotFound');
  if (hold.state !== 'held') return fail('WinHoldDecided');
  return succeed(hold);
}

/** Moves the ticket out of "under review"; the hold row's lock makes this the only mover. */
async function moveTicket(tx: TQueryable, ticketId: number, state: number, prize: bigint | null) {
  const moved = await tx.query(
    `UPDATE bet_tickets SET state = $2, prize = coalesce($3, prize)
      WHERE id = $1 AND state = $4 RETURNING 1`,
    [ticketId, state, prize, betStates.underReview],
  );
  if (moved.length !== 1) throw new Error(`held ticket ${ticketId} is not under review`);
}

/** Pays the held prize to the player's main wallet, and tells their wallet view. */
async function payPrize(tx: TQueryable, ticketId: number, hold: THeldRow, now: number) {
  const prize = BigInt(hold.prize);
  const posted = await post(tx, {
    kind: 'win_hold_release',
    reference: `ticket:${ticketId}`,
    at: now,
    postings: [
      {
        account: { userId: hold.user_id, kind: 'player' },
        amount: prize,
        cashFlowType: cashFlowTypes.prize,
        memo: ticketSerialOf(BigInt(ticketId)),
      },
      { account: 'house', amount: -prize, memo: 'prizes' },
    ],
  });
  if (!posted.ok) return posted;
  await notifyWalletChanged(tx, hold.user_id, posted.value.transactionId, now);
  return succeed(true);
}

export async function decideWinHold(
  deps: TDecideDeps,
  actor: TAdminSession,
  ticketId: number,
  decision: TWinHoldDecision,
): Promise<TResult<{ State: 'released' | 'voided' }>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const locked = await lockHold(tx, ticketId);
    if (!locked.ok) return locked;
    const hold = locked.value;
    const state = decision.kind === 'release' ? 'released' : 'voided';
    if (decision.kind === 'release') {
      await moveTicket(tx, ticketId, betStates.won, null);
      const paid = await payPrize(tx, ticketId, hold, now);
      if (!paid.ok) return paid;
      await notifyReleasedWin(tx, ticketId, now);
    } else await moveTicket(tx, ticketId, betStates.noPrize, 0n);
    // Settlement left a held ticket's shares as they were: its rooms hear the outcome now.
    await notifySharedTicketsSettled(tx, [BigInt(ticketId)], now);
    await tx.query(
      `UPDATE risk_win_holds SET state = $2, decided_at = $3, decided_by = $4, reason = $5
        WHERE ticket_id = $1`,
      [ticketId, state, now, actor.adminId, decision.reason],
    );
    await writeAdminAudit(tx, actor, {
      action: `risk.winHold.${decision.kind}`,
      targetType: 'ticket',
      targetId: ticketSerialOf(BigInt(ticketId)),
      before: { state: 'held', prize: String(hold.prize), userId: hold.user_id },
      after: { state, reason: decision.reason },
    });
    return succeed({ State: state });
  });
}
