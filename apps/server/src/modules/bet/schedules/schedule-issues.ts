import { cashFlowTypes, thousandthsToNumber } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import { post, type TPosting } from '../../wallet/ledger.ts';
import { placeBets } from '../place-bets.ts';
import { issueCart, type TStoredScheduleTicket, ticketOfStored } from './schedule-ticket.ts';

/**
 * One issue of a plan becoming a ticket, or going back to the wallet. Callers hold the plan's row
 * lock (SELECT … FOR UPDATE on bet_schedules): every change to a plan's issues is made under it,
 * so a placement, a release and a stop of the same plan never interleave.
 */

/** The ledger's reference and memo of a plan's hold and releases. */
export const scheduleReference = (scheduleId: bigint) => `schedule:${scheduleId}`;

export interface TPlanIssue {
  scheduleId: bigint;
  userId: number;
  gameId: number;
  ticket: TStoredScheduleTicket;
  issueSerial: string;
  multiple: number;
  /** What the plan holds for this issue. */
  amount: bigint;
}

const moneyText = (thousandths: bigint) => String(thousandthsToNumber(thousandths));

/**
 * Places the issue's ticket through Bet/Place's own checks, its stake taken from the plan's hold,
 * and marks the issue placed. On a refusal rows may have changed (placeBets' contract): the
 * caller rolls back. A ticket that would cost other than the issue's hold is refused too: the
 * player's schedule_holds account is shared by all their plans, and a dearer ticket would take
 * another plan's money.
 */
export async function placeScheduledIssue(
  tx: TQueryable,
  deps: { clock: TClock },
  issue: TPlanIssue,
): Promise<TResult<{ ticketId: bigint }>> {
  const cart = issueCart(
    issue.gameId,
    issue.issueSerial,
    ticketOfStored(issue.ticket),
    issue.multiple,
  );
  const placed = await placeBets(tx, deps, issue.userId, cart, {
    from: 'schedule_holds',
    scheduleId: issue.scheduleId,
  });
  if (!placed.ok) return placed;
  const amount = BigInt(placed.value.TotalAmount);
  const [ticket] = placed.value.Tickets;
  if (amount !== issue.amount || !ticket)
    return fail('ScheduleIssuePriceChanged', {
      issue: issue.issueSerial,
      amount: moneyText(amount),
      held: moneyText(issue.amount),
    });
  const ticketId = BigInt(ticket.TicketId);
  await tx.query(
    `UPDATE bet_schedule_issues SET state = 'placed', ticket_id = $3
      WHERE schedule_id = $1 AND issue_serial = $2 AND state = 'waiting'`,
    [issue.scheduleId, issue.issueSerial, ticketId],
  );
  return succeed({ ticketId });
}

/** The postings returning an amount of a plan's hold to the wallet (cash-flow scheduleRelease). */
export function holdRelease(scheduleId: bigint, userId: number, amount: bigint): TPosting[] {
  const memo = scheduleReference(scheduleId);
  const cashFlowType = cashFlowTypes.scheduleRelease;
  return [
    { account: { userId, kind: 'schedule_holds' }, amount: -amount, cashFlowType, memo },
    { account: { userId, kind: 'player' }, amount, cashFlowType, memo },
  ];
}

/**
 * Releases one waiting issue: marked released, its hold back in the wallet. The player's hold
 * covers every waiting issue of their running plans: not finding the amount there is a broken
 * ledger, and throws.
 */
export async function releaseIssue(tx: TQueryable, issue: TPlanIssue, at: number): Promise<void> {
  const rows = await tx.query(
    `UPDATE bet_schedule_issues SET state = 'released'
      WHERE schedule_id = $1 AND issue_serial = $2 AND state = 'waiting' RETURNING 1`,
    [issue.scheduleId, issue.issueSerial],
  );
  if (rows.length === 0) return;
  const released = await post(tx, {
    kind: 'schedule_release',
    reference: scheduleReference(issue.scheduleId),
    at,
    postings: holdRelease(issue.scheduleId, issue.userId, issue.amount),
  });
  if (!released.ok) throw new Error(`schedule ${issue.scheduleId}: its hold is short`);
}
