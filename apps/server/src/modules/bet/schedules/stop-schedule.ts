import {
  cashFlowTypes,
  type TScheduleStopReason,
  type TStopScheduleResponse,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { notifySharedTicketsSettled } from '../../chat/shared-ticket-settled.ts';
import { walletBalance } from '../../wallet/wallet-service.ts';
import { accountKey, post, type TPosting } from '../../wallet/ledger.ts';
import { releaseIssueStake, ticketSerialOf } from '../insert-tickets.ts';
import { holdRelease, scheduleReference } from './schedule-issues.ts';

/**
 * Stopping a running plan, by a stop condition (the schedule worker) or by its owner
 * (Bet/StopSchedule): every waiting issue is released and every ticket of the plan still open
 * before its seal is cancelled (as Bet/Cancel would: state 1, stake back to the wallet), in ONE
 * ledger transaction, and the plan becomes 'stopped' with the reason. A ticket already sealed
 * stays and is settled as usual. The caller holds the plan's row lock and has checked that the
 * plan is running; each change is guarded by state besides, so a rerun changes nothing.
 */

export interface TStopped {
  released: bigint;
  refunded: bigint;
  /** The wallet after the stop. */
  wallet: bigint;
}

export async function stopPlan(
  tx: TQueryable,
  plan: { scheduleId: bigint; userId: number },
  reason: TScheduleStopReason,
  now: number,
): Promise<TStopped> {
  const { scheduleId, userId } = plan;
  const [waiting] = await tx.query<{ amount: bigint }>(
    `WITH released AS (
       UPDATE bet_schedule_issues SET state = 'released'
        WHERE schedule_id = $1 AND state = 'waiting' RETURNING amount
     )
     SELECT coalesce(sum(amount), 0)::bigint AS amount FROM released`,
    [scheduleId],
  );
  const released = BigInt(waiting?.amount ?? 0n);
  // Through the plan's issues (keyed by schedule_id), not bet_tickets.schedule_id (no index).
  const cancelled = await tx.query<{
    id: bigint;
    amount: bigint;
    game_id: number;
    issue_serial: string;
  }>(
    `UPDATE bet_tickets t SET state = 1, settled_at = $2
       FROM bet_schedule_issues si, lottery_issues i
      WHERE si.schedule_id = $1 AND si.state = 'placed' AND t.id = si.ticket_id AND t.state = 0
        AND i.game_id = t.game_id AND i.serial_number = t.issue_serial
        AND i.state = 'scheduled' AND i.close_at > $2
      RETURNING t.id, t.amount, t.game_id, t.issue_serial`,
    [scheduleId, now],
  );
  const refunded = cancelled.reduce((sum, ticket) => sum + BigInt(ticket.amount), 0n);
  const cashFlowType = cashFlowTypes.betCancelRefund;
  const postings: TPosting[] = [
    ...(released > 0n ? holdRelease(scheduleId, userId, released) : []),
    ...cancelled.flatMap((ticket): TPosting[] => {
      const amount = BigInt(ticket.amount);
      const memo = ticketSerialOf(BigInt(ticket.id));
      return [
        { account: { userId, kind: 'bet_holds' }, amount: -amount, cashFlowType, memo },
        { account: { userId, kind: 'player' }, amount, cashFlowType, memo },
      ];
    }),
  ];
  let wallet: bigint | undefined;
  if (postings.length > 0) {
    const posted = await post(tx, {
      kind: 'schedule_stop',
      reference: scheduleReference(scheduleId),
      at: now,
      postings,
    });
    // The holds carry every waiting issue and open ticket: not finding them is a broken ledger.
    if (!posted.ok) throw new Error(`schedule ${scheduleId}: its holds are short`);
    wallet = posted.value.balances.get(accountKey({ userId, kind: 'player' }));
  }
  // After the ledger post, in the lock order of placement (insert-tickets.ts).
  for (const ticket of cancelled)
    await releaseIssueStake(tx, {
      userId,
      gameId: ticket.game_id,
      issueSerial: ticket.issue_serial,
      amount: BigInt(ticket.amount),
    });
  await notifySharedTicketsSettled(
    tx,
    cancelled.map((ticket) => BigInt(ticket.id)),
    now,
  );
  await tx.query(
    `UPDATE bet_schedules SET state = 'stopped', stop_reason = $2, finished_at = $3
      WHERE id = $1 AND state = 'running'`,
    [scheduleId, reason, now],
  );
  return { released, refunded, wallet: wallet ?? (await walletBalance(tx, userId)) };
}

/** POST /api/Bet/StopSchedule: the owner stops a running plan (reason 'player'). */
export async function stopScheduleByPlayer(
  tx: TQueryable,
  deps: { clock: TClock },
  userId: number,
  scheduleId: number,
): Promise<TResult<TStopScheduleResponse>> {
  // Waits for the worker's hold on the plan (a placement in flight), then sees its outcome.
  const [plan] = await tx.query<{ state: string }>(
    'SELECT state FROM bet_schedules WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [scheduleId, userId],
  );
  if (!plan) return fail('ScheduleNotFound');
  if (plan.state !== 'running') return fail('ScheduleNotRunning');
  const stopped = await stopPlan(
    tx,
    { scheduleId: BigInt(scheduleId), userId },
    'player',
    deps.clock.now(),
  );
  return succeed({
    ScheduleId: scheduleId,
    State: 'stopped',
    StopReason: 'player',
    Released: stopped.released,
    Refunded: stopped.refunded,
    WalletAmount: stopped.wallet,
  });
}
