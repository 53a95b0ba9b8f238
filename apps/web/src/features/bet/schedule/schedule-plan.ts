import { thousandthsToNumber } from '@lottery/contracts';
import { baseAmountOf } from '../cart/cart-amounts.ts';
import type { TCartTicket } from '../cart/cart-ticket.ts';
import type { TPlaceScheduleBody } from '../cart/pending-bets-store.ts';

/**
 * A chained bet's plan (packages/contracts schedule-schemas.ts): which issues, the multiple of
 * each, and when to stop. Multiples and costs are bigints: doubling passes 2^53 within 60 issues,
 * and a cost shown must be the exact sum the server holds.
 */

export type TMultiplePlan =
  | { kind: 'flat'; start: number }
  /** start × factor^⌊i / every⌋ for the i-th issue, as the server lays a doubling Plan. */
  | { kind: 'doubling'; start: number; factor: number; every: number };

/** The next `count` issues from the current one, or issues the player picked (in draw order). */
export type TScheduleTarget =
  { kind: 'count'; count: number } | { kind: 'issues'; serials: readonly string[] };

export interface TStopRules {
  ifWin: boolean;
  ifLoss: boolean;
  /** Stop once prizes minus stakes reach this many thousandths; null: no such stop. */
  atProfitThousandths: bigint | null;
}

export const issueCountOf = (target: TScheduleTarget) =>
  target.kind === 'count' ? target.count : target.serials.length;

export function multipleAt(plan: TMultiplePlan, index: number): bigint {
  if (plan.kind === 'flat') return BigInt(plan.start);
  return BigInt(plan.start) * BigInt(plan.factor) ** BigInt(Math.floor(index / plan.every));
}

export interface TPreviewRow {
  /** 0-based place in the plan. */
  index: number;
  /** The issue when known (picked, or the count-th upcoming one listed by LotteryGame/Info). */
  issueSerial: string | null;
  multiple: bigint;
  costThousandths: bigint;
  runningThousandths: bigint;
}

/**
 * Per issue: every ticket at that issue's multiple (official: units × unit price × multiple;
 * two-sided: the stake × multiple), and the running total the wallet holds at the start.
 */
export function schedulePreview(
  tickets: readonly TCartTicket[],
  plan: TMultiplePlan,
  target: TScheduleTarget,
  upcomingSerials: readonly string[],
): { rows: TPreviewRow[]; totalThousandths: bigint } {
  const base = tickets.reduce((sum, ticket) => sum + baseAmountOf(ticket), 0n);
  const serials = target.kind === 'issues' ? target.serials : upcomingSerials;
  const rows: TPreviewRow[] = [];
  let running = 0n;
  for (let index = 0; index < issueCountOf(target); index += 1) {
    const multiple = multipleAt(plan, index);
    const costThousandths = base * multiple;
    running += costThousandths;
    rows.push({
      index,
      issueSerial: serials[index] ?? null,
      multiple,
      costThousandths,
      runningThousandths: running,
    });
  }
  return { rows, totalThousandths: running };
}

/** The ticket every issue gets: official without its cart multiple (each issue has its own). */
function scheduleTicketOf(request: TCartTicket['request']): TPlaceScheduleBody['Ticket'] {
  if (request.Book !== 'official') return request;
  const { Multiple: _cartMultiple, ...ticket } = request;
  return ticket;
}

function planOrIssues(plan: TMultiplePlan, target: TScheduleTarget) {
  if (target.kind === 'issues')
    return {
      Issues: target.serials.map((serial, index) => ({
        IssueSerialNumber: serial,
        Multiple: Number(multipleAt(plan, index)),
      })),
    };
  const head = { Count: target.count, StartMultiple: plan.start };
  return {
    Plan:
      plan.kind === 'flat'
        ? { Kind: 'flat' as const, ...head }
        : { Kind: 'doubling' as const, ...head, Factor: plan.factor, Every: plan.every },
  };
}

/**
 * One Bet/Schedule body for one ticket. A count is sent as a Plan, which the server lays over
 * the issues on sale when it receives it (an issue sealing meanwhile shifts the plan instead of
 * refusing it); picked issues are sent as they are.
 */
export function scheduleBodyOf(
  gameId: number,
  ticket: TCartTicket,
  plan: TMultiplePlan,
  target: TScheduleTarget,
  stops: TStopRules,
): TPlaceScheduleBody {
  return {
    GameId: gameId,
    Ticket: scheduleTicketOf(ticket.request),
    ...planOrIssues(plan, target),
    StopIfWin: stops.ifWin,
    StopIfLoss: stops.ifLoss,
    ...(stops.atProfitThousandths === null
      ? {}
      : { StopAtProfit: thousandthsToNumber(stops.atProfitThousandths) }),
  };
}
