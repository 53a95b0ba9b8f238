import {
  cashFlowTypes,
  gameStates,
  maxScheduleMultiple,
  type TErrorName,
  type TPlaceScheduleRequest,
  type TPlaceScheduleResponse,
  type TSchedulePlan,
} from '@lottery/contracts';
import type { TFamilyId } from '@lottery/lottery';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TFailure, type TResult } from '../../../platform/result.ts';
import { hasFlag } from '../../auth/state-flags.ts';
import type { TBook, TDrawSource } from '../../lottery/game-catalogue.ts';
import { twoSidedOddsInForce } from '../../lottery/odds/odds-in-force.ts';
import { accountKey, post } from '../../wallet/ledger.ts';
import { stakeLimitFailure } from '../insert-tickets.ts';
import { priceRequestedTicket, type TPricingContext } from '../price-ticket.ts';
import { placeScheduledIssue, scheduleReference } from './schedule-issues.ts';
import { storedTicketOf, ticketAtMultiple } from './schedule-ticket.ts';

/**
 * POST /api/Bet/Schedule: a chained bet (追号), inside the caller's transaction (idempotent()'s).
 * Checked in this order, each refusal with its code and nothing written once the caller rolls
 * back: the game exists, has issues (not MiaoMiao) and is online; the player may bet; the issue
 * list (chosen: each exists, is on sale, listed once and in schedule order; or a plan over the
 * next issues on sale); every issue's ticket prices (price-ticket.ts, the issue's multiple) and
 * fits the game's stake per issue. Then the whole cost leaves the wallet for the schedule hold in
 * ONE ledger transaction (InsufficientFunds refuses), the plan and its issues are written, and
 * when the first issue is already open its ticket is placed at once (any Bet/Place refusal
 * refuses the plan). Later issues are placed by the schedule worker as they open.
 */

interface TContextRow {
  prize_group: number;
  state_flags: number;
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
}

interface TIssueRow {
  serial_number: string;
  state: string;
  start_at: bigint;
  close_at: bigint;
  draw_at: bigint;
}

/** An issue of the plan, with its multiple. */
interface TChosenIssue {
  serial: string;
  multiple: number;
  startAt: number;
  closeAt: number;
}

const gameStateRefusals: Readonly<Record<number, TErrorName>> = {
  [gameStates.maintain]: 'BetGameMaintain',
  [gameStates.offline]: 'BetGameOffline',
  [gameStates.officialOffline]: 'BetGameOfficialOffline',
};

async function pricingContextOf(
  tx: TQueryable,
  userId: number,
  gameId: number,
): Promise<TResult<TPricingContext & { maxStakePerIssue: bigint }>> {
  const [row] = await tx.query<TContextRow>(
    `SELECT u.prize_group, u.state_flags, g.family, g.draw_source, g.state AS game_state, g.books,
            g.max_payout_per_ticket, g.max_stake_per_issue, g.max_prize_group, g.min_prize_group,
            g.two_sided_return_permille,
            g.two_sided_odds_version
       FROM users u LEFT JOIN lottery_games g ON g.id = $2
      WHERE u.id = $1`,
    [userId, gameId],
  );
  if (!row) throw new Error(`user ${userId} does not exist`);
  if (row.game_state === null || row.family === null) return fail('GameNotFound');
  if (row.draw_source === 'instant') return fail('ScheduleInstantGame');
  const refusal = gameStateRefusals[row.game_state];
  if (refusal) return fail(refusal);
  if (hasFlag(row.state_flags, 'betDisabled')) return fail('BetDisabled');
  const game = {
    id: gameId,
    family: row.family,
    twoSidedReturnPermille: Number(row.two_sided_return_permille),
  };
  return succeed({
    family: row.family,
    books: row.books ?? [],
    maxPayoutPerTicket: BigInt(row.max_payout_per_ticket ?? 0n),
    maxStakePerIssue: BigInt(row.max_stake_per_issue ?? 0n),
    twoSidedReturnPermille: game.twoSidedReturnPermille,
    twoSidedOdds: await twoSidedOddsInForce(tx, game, row.two_sided_odds_version),
    userGroup: row.prize_group,
    gameGroup: row.max_prize_group,
    gameFloor: row.min_prize_group,
  });
}

const chosenOf = (row: TIssueRow, multiple: number): TChosenIssue => ({
  serial: row.serial_number,
  multiple,
  startAt: Number(row.start_at),
  closeAt: Number(row.close_at),
});

/** The issues the player listed: each exists, is on sale, is listed once, in schedule order. */
async function listedIssues(
  tx: TQueryable,
  gameId: number,
  listed: NonNullable<TPlaceScheduleRequest['Issues']>,
  now: number,
): Promise<TResult<TChosenIssue[]>> {
  const rows = await tx.query<TIssueRow>(
    `SELECT serial_number, state, start_at, close_at, draw_at FROM lottery_issues
      WHERE game_id = $1 AND serial_number = ANY($2::text[])`,
    [gameId, listed.map((issue) => issue.IssueSerialNumber)],
  );
  const bySerial = new Map(rows.map((row) => [row.serial_number, row]));
  const seen = new Set<string>();
  const chosen: TChosenIssue[] = [];
  let lastDrawAt = -1n;
  for (const { IssueSerialNumber: issue, Multiple } of listed) {
    if (seen.has(issue)) return fail('ScheduleIssueRepeated', { issue });
    seen.add(issue);
    const row = bySerial.get(issue);
    if (!row) return fail('ScheduleIssueNotFound', { issue });
    if (row.state !== 'scheduled' || now >= Number(row.close_at))
      return fail('ScheduleIssueClosed', { issue });
    if (BigInt(row.draw_at) <= lastDrawAt) return fail('ScheduleIssuesOutOfOrder', { issue });
    lastDrawAt = BigInt(row.draw_at);
    chosen.push(chosenOf(row, Multiple));
  }
  return succeed(chosen);
}

/** The i-th multiple (0-based) of a flat or doubling plan. */
const planMultiple = (plan: TSchedulePlan, index: number) =>
  plan.Kind === 'flat'
    ? plan.StartMultiple
    : plan.StartMultiple * plan.Factor ** Math.floor(index / plan.Every);

/** The next plan.Count issues on sale (the current one first: SPEC §4 "Draw schedule"). */
async function plannedIssues(
  tx: TQueryable,
  gameId: number,
  plan: TSchedulePlan,
  now: number,
): Promise<TResult<TChosenIssue[]>> {
  const rows = await tx.query<TIssueRow>(
    `SELECT serial_number, state, start_at, close_at, draw_at FROM lottery_issues
      WHERE game_id = $1 AND state = 'scheduled' AND close_at > $2
      ORDER BY draw_at LIMIT $3`,
    [gameId, now, plan.Count],
  );
  if (rows.length < plan.Count)
    return fail('ScheduleNotEnoughIssues', { available: rows.length, count: plan.Count });
  const chosen = rows.map((row, index) => chosenOf(row, planMultiple(plan, index)));
  const tooHigh = chosen.find((issue) => issue.multiple > maxScheduleMultiple);
  if (tooHigh)
    return fail(
      'ScheduleMultipleTooHigh',
      { issue: tooHigh.serial, multiple: tooHigh.multiple, max: maxScheduleMultiple },
      { Field: 'Plan' },
    );
  return succeed(chosen);
}

/** A pricing refusal, its Field pointing into this request rather than a Bet/Place cart. */
function scheduleFailure(failure: TFailure, multipleField: string): TFailure {
  const field = failure.extra?.Field;
  if (field?.startsWith('Tickets.0.'))
    return {
      ...failure,
      extra: { ...failure.extra, Field: field.replace('Tickets.0.', 'Ticket.') },
    };
  if (failure.error === 'BetMultipleTooHigh' || failure.error === 'BetStakeTooHigh')
    return { ...failure, extra: { ...failure.extra, Field: multipleField } };
  return failure;
}

export async function placeSchedule(
  tx: TQueryable,
  deps: { clock: TClock },
  userId: number,
  request: TPlaceScheduleRequest,
): Promise<TResult<TPlaceScheduleResponse>> {
  const now = deps.clock.now();
  const context = await pricingContextOf(tx, userId, request.GameId);
  if (!context.ok) return context;
  const { maxStakePerIssue } = context.value;
  // The contract admits exactly one of Plan and Issues.
  const listed = request.Plan
    ? await plannedIssues(tx, request.GameId, request.Plan, now)
    : await listedIssues(tx, request.GameId, request.Issues ?? [], now);
  if (!listed.ok) return listed;
  const issues = listed.value;

  const amounts: bigint[] = [];
  for (const [index, issue] of issues.entries()) {
    const ticket = ticketAtMultiple(request.Ticket, issue.multiple);
    const priced = priceRequestedTicket(context.value, ticket, 0);
    const field = request.Issues ? `Issues.${index}.Multiple` : 'Plan';
    if (!priced.ok) return scheduleFailure(priced, field);
    // The limit counts the player's other bets on the issue too, checked when it is placed; an
    // issue over it alone could never be placed.
    if (priced.value.amount > maxStakePerIssue) return stakeLimitFailure(maxStakePerIssue, 0n);
    amounts.push(priced.value.amount);
  }
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);

  const [plan] = await tx.query<{ id: bigint }>(
    `INSERT INTO bet_schedules (user_id, game_id, ticket, stop_if_win, stop_if_loss,
                                stop_at_profit, total_amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      userId,
      request.GameId,
      JSON.stringify(storedTicketOf(request.Ticket)),
      request.StopIfWin,
      request.StopIfLoss,
      request.StopAtProfit ?? null,
      total,
      now,
    ],
  );
  if (!plan) throw new Error('the plan was not recorded');
  const scheduleId = BigInt(plan.id);
  const memo = scheduleReference(scheduleId);
  const cashFlowType = cashFlowTypes.scheduleHold;
  const held = await post(tx, {
    kind: 'schedule_hold',
    reference: memo,
    at: now,
    postings: [
      { account: { userId, kind: 'player' }, amount: -total, cashFlowType, memo },
      { account: { userId, kind: 'schedule_holds' }, amount: total, cashFlowType, memo },
    ],
  });
  if (!held.ok) return held;
  await tx.query(
    `INSERT INTO bet_schedule_issues (schedule_id, game_id, issue_serial, multiple, amount)
     SELECT $1, $2, * FROM unnest($3::text[], $4::int[], $5::bigint[])`,
    [
      scheduleId,
      request.GameId,
      issues.map((issue) => issue.serial),
      issues.map((issue) => issue.multiple),
      amounts,
    ],
  );

  // The first issue already on sale is placed now rather than a tick later.
  let firstTicketId: bigint | null = null;
  const [first] = issues;
  if (first && first.startAt <= now && now < first.closeAt) {
    const placed = await placeScheduledIssue(tx, deps, {
      scheduleId,
      userId,
      gameId: request.GameId,
      ticket: storedTicketOf(request.Ticket),
      issueSerial: first.serial,
      multiple: first.multiple,
      amount: amounts[0] as bigint,
    });
    if (!placed.ok) return placed;
    firstTicketId = placed.value.ticketId;
  }
  return succeed({
    ScheduleId: Number(scheduleId),
    Issues: issues.map((issue, index) => {
      const ticketId = index === 0 ? firstTicketId : null;
      return {
        IssueSerialNumber: issue.serial,
        Multiple: issue.multiple,
        Amount: amounts[index] as bigint,
        State: ticketId === null ? 'waiting' : 'placed',
        TicketId: ticketId === null ? null : Number(ticketId),
      };
    }),
    TotalAmount: total,
    WalletAmount: held.value.balances.get(accountKey({ userId, kind: 'player' })) ?? 0n,
  });
}
