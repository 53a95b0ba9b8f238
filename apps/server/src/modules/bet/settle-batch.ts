import {
  betStates,
  cashFlowTypes,
  defaultLanguage,
  thousandthsToNumber,
  walletChangedEvent,
  type TBetAwardNotice,
  type TLocalizedText,
} from '@lottery/contracts';
import type { TOddsEntry, TSelection, TWins } from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { notifySharedTicketsSettled } from '../chat/shared-ticket-settled.ts';
import { holdWins } from '../risk/hold-wins.ts';
import { post, type TPosted, type TPosting } from '../wallet/ledger.ts';
import { ticketSerialOf } from './insert-tickets.ts';
import { agentChains, rebatePostings, recordRebates, ticketRebates } from './rebates.ts';
import { lostSql, type TWinCondition } from './unread-losers.ts';
import {
  settleTicket,
  type TOpenTicket,
  type TSettlementRules,
  type TTicketOutcome,
} from './settle-ticket.ts';

/**
 * One settlement batch (ARCHITECTURE "Draws": set-based, guarded by the ticket state). In ONE
 * database transaction and a fixed handful of statements whatever the batch size:
 * 1. the batch's range: the ids after `afterId` up to the `limit`-th open ticket of the issue
 *    (or to `untilId`, the end of the lane);
 * 2. one statement closes at once, unread, the open tickets of the range that lost for certain by
 *    what their bet type says a win requires (unread-losers.ts; drawn issues only), and claims
 *    the others FOR UPDATE SKIP LOCKED, read whole; several settlers share an issue: a batch
 *    that meets tickets another settler holds claims its range again skipping them (TClaimMode);
 * 3. those are judged in memory with the rules engine;
 * 4. the judged ones move out of state 0 in one UPDATE … WHERE state = 0 (closeTickets): money
 *    goes only with tickets these statements moved, so a ticket settled by anyone before is paid
 *    nothing again (the guard, not the unique keys, is what makes a rerun pay once);
 * 5. one recursive query for the owners' agent chains, then ONE ledger transaction for the batch:
 *    the stakes leave the owners' bet_holds for the house (one line per owner), prizes go
 *    house → player one line per winning ticket (memo: its serial number, as the bet's lines),
 *    rebates house → player one line per beneficiary and kind (memo: the issue; the per-ticket
 *    detail is in bet_rebates);
 * 6. the bet_rebates rows and the winners' outbox rows (BetAwardNotify and LotteryAwarded);
 * 7. the rooms the batch's tickets were shared in (chat/shared-ticket-settled.ts): one read of
 *    the shared messages in the batch's id range, which finds none for nearly every batch, and
 *    when it finds some one statement more for their snapshots and ChatRoomBetAwardNotify rows.
 * A cancelled issue's batch refunds instead: state 1, each stake back to its owner (cash-flow
 * type issueCancelRefund, one line per ticket), no rebates; its shared tickets are told too.
 * Each batch commits alone, so a crash loses at most the batch in flight, which rolls back and
 * is claimed again by the next run.
 */

/** An issue ready to settle, with what its tickets and notices need. */
export interface TIssueToSettle {
  gameId: number;
  serialNumber: string;
  /** The game's name in each language, for the win notice. */
  gameName: TLocalizedText;
  betTypeName(betTypeId: string): TLocalizedText;
}

export type TSettlementPlan =
  | {
      kind: 'drawn';
      issue: TIssueToSettle;
      winningNumber: string;
      rules: TSettlementRules;
      /** The bet types whose losers can be closed unread (winConditionsOf). */
      winConditions: readonly TWinCondition[];
      /** Prizes above this wait for a risk administrator (risk/win-holds.ts); null: none. */
      holdThreshold: bigint | null;
      /** The game's prize group cap (lottery_games.max_prize_group): bounds agent rebates. */
      maxPrizeGroup: number | null;
    }
  | { kind: 'cancelled'; issue: TIssueToSettle };

export interface TBatchReport {
  /** Tickets taken by this batch; 0 when the range had none open (or all were held). */
  claimed: number;
  settled: number;
  winners: number;
  /** Of the settled, the losers closed without being read. */
  closedUnread: number;
  /** How the range was claimed: 'shared' when it met tickets another settler held. */
  claim: TClaimMode;
  /** The end of the batch's range: where the next batch of this lane starts. */
  lastId: bigint;
  /** The range reached the end of the lane: no batch of it is left. */
  done: boolean;
  /** Tickets the rules engine could not judge: left open, for someone to look at. */
  unjudged: { ticketId: bigint; reason: string }[];
}

/** A ticket leaving state 0, judged or closed unread: what its stake and rebates need. */
interface TClosedTicket {
  id: bigint;
  userId: number;
  amount: bigint;
  userGroup: number | null;
  selfRebate: bigint;
}

interface TTicketRow {
  id: bigint;
  user_id: number;
  bet_type_id: string;
  book: 'official' | 'twoSided';
  selection: TSelection;
  mode: number;
  multiple: number;
  units: number;
  amount: bigint;
  prize_group: number | null;
  user_group: number | null;
  odds: TOddsEntry | null;
  self_rebate: bigint;
}

const ticketOf = (row: TTicketRow): TOpenTicket => ({
  id: BigInt(row.id),
  userId: row.user_id,
  betTypeId: row.bet_type_id,
  book: row.book,
  selection: row.selection,
  mode: row.mode,
  multiple: row.multiple,
  units: row.units,
  amount: BigInt(row.amount),
  prizeGroup: row.prize_group,
  userGroup: row.user_group,
  odds: row.odds,
  selfRebate: BigInt(row.self_rebate),
});

/** The issue as ledger references and memos name it. */
const issueReference = (issue: { gameId: number; serialNumber: string }) =>
  `issue:${issue.gameId}:${issue.serialNumber}`;

const awardEvents = ['BetAwardNotify', 'LotteryAwarded'] as const;

/** The id of the `limit`-th open ticket of the issue after `afterId`, or `untilId` if sooner. */
async function rangeEnd(
  tx: TQueryable,
  issue: TIssueToSettle,
  options: { afterId: bigint; untilId: bigint; limit: number },
): Promise<bigint> {
  const [row] = await tx.query<{ id: bigint }>(
    `SELECT id FROM bet_tickets
      WHERE game_id = $1 AND issue_serial = $2 AND state = 0 AND id > $3 AND id <= $4
      ORDER BY id OFFSET $5 LIMIT 1`,
    [issue.gameId, issue.serialNumber, options.afterId, options.untilId, options.limit - 1],
  );
  return row ? BigInt(row.id) : options.untilId;
}

/** What claimRange reads of a ticket closed unread. */
type TUnreadRow = Pick<TTicketRow, 'id' | 'user_id' | 'amount' | 'user_group' | 'self_rebate'>;

/** What paying a closed ticket reads: every claimed ticket sends these. */
const closedColumns = ['id', 'user_id', 'amount', 'user_group', 'self_rebate'];

/** What judging reads besides: not sent for a ticket closed unread. */
const judgingOnly = [
  'bet_type_id',
  'book',
  'selection',
  'mode',
  'multiple',
  'units',
  'prize_group',
  'odds',
];

/**
 * How a batch claims its range. Alone (no other settler holds any of its tickets), its certain
 * losers are closed by an UPDATE guarded by `state = 0`, whose own row locks are the claim: about
 * what the bare UPDATE of the benchmark costs, where locking every ticket first and then updating
 * the locked ones costs three quarters more. Shared (another settler holds some), every open
 * ticket of the range is locked first FOR UPDATE SKIP LOCKED and only those are closed or judged,
 * so settlers share an issue out instead of queueing behind one another. Either way the tickets
 * to judge are claimed FOR UPDATE SKIP LOCKED, and being a certain loser is a property of the row,
 * so the two sets are disjoint.
 */
export type TClaimMode = 'alone' | 'shared';

const inRange = 'game_id = $1 AND issue_serial = $2 AND state = 0 AND id > $3 AND id <= $4';
const closing =
  'UPDATE bet_tickets t SET state = 2, prize = 0, wins = NULL, winning_number = $5, settled_at = $6';
const returningClosed = `RETURNING ${closedColumns.map((column) => `t.${column}`).join(', ')}`;
const allColumns = [...closedColumns, ...judgingOnly].join(', ');

/** The statement's CTEs `closed` (the losers it closed) and `judged` (the tickets it claimed). */
const claims: Record<TClaimMode, (lost: string) => string> = {
  alone: (lost) => `closed AS (
       ${closing} WHERE ${inRange} AND ${lost} ${returningClosed}
     ), judged AS (
       SELECT ${allColumns} FROM bet_tickets WHERE ${inRange} AND NOT ${lost} FOR UPDATE SKIP LOCKED
     )`,
  shared: (lost) => `taken AS MATERIALIZED (
       SELECT ctid AS row, ${allColumns}, ${lost} AS lost
         FROM bet_tickets WHERE ${inRange} FOR UPDATE SKIP LOCKED
     ), closed AS (
       ${closing} FROM taken
        WHERE t.ctid = taken.row AND taken.lost AND t.state = 0 ${returningClosed}
     ), judged AS (
       SELECT ${allColumns} FROM taken WHERE NOT lost
     )`,
};

/**
 * A claim alone gives up at once when a ticket is held: another settler holds it, and waiting
 * for each of its batches in turn would queue every settler behind the first.
 */
const aloneLockTimeout = '1ms';

/**
 * Step 2, one statement over the range (see TClaimMode): the certain losers come back closed,
 * with what their stake and rebates need; the others come back whole, to be judged.
 */
async function claimRange(
  tx: TQueryable,
  plan: TSettlementPlan,
  range: { afterId: bigint; upToId: bigint },
  now: number,
  mode: TClaimMode,
): Promise<{ tickets: TOpenTicket[]; unread: TClosedTicket[] }> {
  const conditions = plan.kind === 'drawn' ? plan.winConditions : [];
  if (mode === 'alone') await tx.query(`SET LOCAL lock_timeout = '${aloneLockTimeout}'`);
  const rows = await tx.query<(TTicketRow & { lost: false }) | (TUnreadRow & { lost: true })>(
    `WITH ${claims[mode](lostSql(conditions, 7))}
     SELECT ${closedColumns.join(', ')}, false AS lost, ${judgingOnly.join(', ')} FROM judged
     UNION ALL
     SELECT ${closedColumns.join(', ')}, true, ${judgingOnly.map(() => 'NULL').join(', ')}
       FROM closed
      ORDER BY id`,
    [
      plan.issue.gameId,
      plan.issue.serialNumber,
      range.afterId,
      range.upToId,
      plan.kind === 'drawn' ? plan.winningNumber : null,
      now,
      ...conditions.map(({ betTypeId }) => betTypeId),
    ],
  );
  // The rest of the batch (the ledger's account locks) waits as long as it must.
  if (mode === 'alone') await tx.query('SET LOCAL lock_timeout = DEFAULT');
  const tickets: TOpenTicket[] = [];
  const unread: TClosedTicket[] = [];
  for (const row of rows) {
    if (!row.lost) tickets.push(ticketOf(row));
    else
      unread.push({
        id: BigInt(row.id),
        userId: row.user_id,
        amount: BigInt(row.amount),
        userGroup: row.user_group,
        selfRebate: BigInt(row.self_rebate),
      });
  }
  return { tickets, unread };
}

type TBatchOptions = { afterId: bigint; untilId: bigint; limit: number; now: number };

/** SQLSTATE lock_not_available: the claim's lock_timeout ran out. */
const isLockTimeout = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '55P03';

/**
 * One batch (see the header), claimed alone; when a ticket of its range turns out to be held by
 * another settler, the batch rolls back and runs again claiming the range shared (TClaimMode).
 */
export async function settleBatch(
  db: TDatabase,
  plan: TSettlementPlan,
  options: TBatchOptions,
): Promise<TResult<TBatchReport>> {
  try {
    return await batchClaimed(db, plan, options, 'alone');
  } catch (error) {
    if (!isLockTimeout(error)) throw error;
    return batchClaimed(db, plan, options, 'shared');
  }
}

function batchClaimed(
  db: TDatabase,
  plan: TSettlementPlan,
  options: TBatchOptions,
  mode: TClaimMode,
): Promise<TResult<TBatchReport>> {
  return transactionResult(db, async (tx) => {
    const { issue } = plan;
    const upToId = await rangeEnd(tx, issue, options);
    const range = { afterId: options.afterId, upToId };
    const { tickets, unread } = await claimRange(tx, plan, range, options.now, mode);
    const report: TBatchReport = {
      claimed: unread.length + tickets.length,
      settled: 0,
      winners: 0,
      closedUnread: 0,
      claim: mode,
      lastId: upToId,
      done: upToId >= options.untilId,
      unjudged: [],
    };
    if (report.claimed === 0) return succeed(report);
    return plan.kind === 'drawn'
      ? payBatch(tx, plan, tickets, unread, options.now, report)
      : refundBatch(tx, plan, tickets, options.now, report);
  });
}

/** Sums per user, in user order (a deterministic ledger whoever runs the batch). */
function perUser<T>(
  items: readonly T[],
  userOf: (item: T) => number,
  amountOf: (item: T) => bigint,
) {
  const sums = new Map<number, bigint>();
  for (const item of items) sums.set(userOf(item), (sums.get(userOf(item)) ?? 0n) + amountOf(item));
  return [...sums].sort(([a], [b]) => a - b);
}

const sum = (amounts: readonly bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);

/** The stakes leave the owners' holds: one line per owner. */
const stakeReleases = (tickets: readonly TClosedTicket[], memo: string): TPosting[] =>
  perUser(
    tickets,
    (ticket) => ticket.userId,
    (ticket) => ticket.amount,
  ).map(([userId, amount]) => ({
    account: { userId, kind: 'bet_holds' },
    amount: -amount,
    memo,
  }));

/**
 * Moves the claimed tickets out of state 0 in one statement, the rows as one JSON document (far
 * cheaper to send and parse than parallel arrays). The batch has held their row locks since the
 * claim, so the guard `state = 0` moves every one of them; a count that differs is a broken
 * invariant and throws, rolling the batch back: nothing is ever paid for a ticket this statement
 * did not move.
 */
async function closeTickets(
  tx: TQueryable,
  tickets: readonly { id: bigint; state: number; prize: bigint; wins: TWins | null }[],
  winningNumber: string | null,
  now: number,
): Promise<void> {
  const rows = JSON.stringify(
    tickets.map((ticket) => ({
      id: String(ticket.id),
      state: ticket.state,
      prize: String(ticket.prize),
      wins: ticket.wins,
    })),
  );
  const [moved] = await tx.query<{ n: number }>(
    `WITH moved AS (
       UPDATE bet_tickets t
          SET state = u.state, prize = u.prize, wins = u.wins, winning_number = $2, settled_at = $3
         FROM jsonb_to_recordset($1::jsonb) AS u(id bigint, state smallint, prize bigint, wins jsonb)
        WHERE t.id = u.id AND t.state = 0
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM moved`,
    [rows, winningNumber, now],
  );
  if (moved?.n !== tickets.length)
    throw new Error(`settlement moved ${moved?.n} of ${tickets.length} locked open tickets`);
}

/** Judges the claimed tickets, closes them, and pays the batch: judged and unread alike. */
async function payBatch(
  tx: TQueryable,
  plan: Extract<TSettlementPlan, { kind: 'drawn' }>,
  tickets: readonly TOpenTicket[],
  unread: readonly TClosedTicket[],
  now: number,
  report: TBatchReport,
): Promise<TResult<TBatchReport>> {
  const judged: { ticket: TOpenTicket; outcome: TTicketOutcome }[] = [];
  for (const ticket of tickets) {
    const result = settleTicket(plan.rules, ticket);
    if (result.ok) judged.push({ ticket, outcome: result.outcome });
    else report.unjudged.push({ ticketId: ticket.id, reason: result.reason });
  }
  const settled = [...judged.map(({ ticket }) => ticket), ...unread];
  if (settled.length === 0) return succeed(report);

  if (judged.length > 0)
    await closeTickets(
      tx,
      judged.map(({ ticket, outcome }) => ({
        id: ticket.id,
        state: outcome.prize === 0n ? 2 : isHeld(plan, outcome) ? betStates.underReview : 3,
        prize: outcome.prize,
        // Most tickets win nothing: no wins is stored as NULL rather than an empty object.
        wins: Object.keys(outcome.wins).length > 0 ? outcome.wins : null,
      })),
      plan.winningNumber,
      now,
    );
  const held = judged.filter(({ outcome }) => outcome.prize > 0n && isHeld(plan, outcome));
  const winners = judged.filter(({ outcome }) => outcome.prize > 0n && !isHeld(plan, outcome));
  const chains = await agentChains(tx, [...new Set(settled.map((ticket) => ticket.userId))]);
  const rebates = settled.flatMap((ticket) =>
    ticketRebates(ticket, chains.get(ticket.userId), plan.maxPrizeGroup),
  );

  const reference = issueReference(plan.issue);
  const stakes = sum(settled.map((ticket) => ticket.amount));
  const prizes = sum(winners.map(({ outcome }) => outcome.prize));
  const postings: TPosting[] = [
    ...stakeReleases(settled, reference),
    { account: 'house', amount: stakes, memo: 'stakes' },
    ...winners.map(({ ticket, outcome }): TPosting => ({
      account: { userId: ticket.userId, kind: 'player' },
      amount: outcome.prize,
      cashFlowType: cashFlowTypes.prize,
      memo: ticketSerialOf(ticket.id),
    })),
    ...rebatePostings(rebates, reference),
  ];
  if (prizes > 0n) postings.push({ account: 'house', amount: -prizes, memo: 'prizes' });
  const posted = await post(tx, { kind: 'settlement', reference, at: now, postings });
  if (!posted.ok) return posted;

  await recordRebates(tx, rebates, now);
  if (held.length > 0)
    await holdWins(
      tx,
      held.map(({ ticket, outcome }) => ({
        ticketId: ticket.id,
        userId: ticket.userId,
        gameId: plan.issue.gameId,
        issueSerial: plan.issue.serialNumber,
        prize: outcome.prize,
        threshold: plan.holdThreshold ?? 0n,
      })),
      now,
    );
  if (winners.length > 0) await writeAwardNotices(tx, plan, winners, now);
  await writeWalletNotices(tx, posted.value, now);
  // Held wins (state 4) are passed too and skipped there: risk's decision tells their rooms.
  await notifySharedTicketsSettled(
    tx,
    settled.map((ticket) => ticket.id),
    now,
  );
  report.settled = settled.length;
  report.winners = winners.length + held.length;
  report.closedUnread = unread.length;
  return succeed(report);
}

/**
 * A prize above the threshold is held (state 4, not paid, no win notice yet): the hold row
 * written in this batch's transaction is what a risk administrator releases or voids.
 */
const isHeld = (
  plan: Extract<TSettlementPlan, { kind: 'drawn' }>,
  outcome: TTicketOutcome,
): boolean => plan.holdThreshold !== null && outcome.prize > plan.holdThreshold;

/** The win notices (SPEC §3 fields) for the outbox, one per winner and event. */
async function writeAwardNotices(
  tx: TQueryable,
  plan: Extract<TSettlementPlan, { kind: 'drawn' }>,
  winners: readonly { ticket: TOpenTicket; outcome: TTicketOutcome }[],
  now: number,
) {
  const rows = winners.flatMap(({ ticket, outcome }) => {
    const betTypeName = plan.issue.betTypeName(ticket.betTypeId);
    // The relay adds DedupeKey, the row's own key, on every delivery.
    const payload: Omit<TBetAwardNotice, 'DedupeKey'> = {
      // The SPEC's fields in the site's default language (Simplified Chinese), then English.
      LotteryName: plan.issue.gameName[defaultLanguage],
      BetTypeName: betTypeName[defaultLanguage],
      LotteryNameEn: plan.issue.gameName.en,
      BetTypeNameEn: betTypeName.en,
      IssueSerialNumber: plan.issue.serialNumber,
      WinningNumber: plan.winningNumber,
      SerialNumber: ticketSerialOf(ticket.id),
      Prize: thousandthsToNumber(outcome.prize),
      GameId: plan.issue.gameId,
    };
    return awardEvents.map((event) => ({
      key: `${event}:${ticket.id}`,
      user_id: ticket.userId,
      event,
      payload,
    }));
  });
  await tx.query(
    `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     SELECT u.key, 'user', u.user_id, u.event, u.payload, $2
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb)
                         AS (key text, user_id int, event text, payload jsonb))
            WITH ORDINALITY AS u(key, user_id, event, payload, ord)
      -- A player who turned the winning alert off (AccountCenter/SetWinningAlert) gets none.
      WHERE NOT EXISTS (SELECT 1 FROM account_alerts a
                         WHERE a.user_id = u.user_id AND NOT a.winning_enabled)
      ORDER BY u.ord
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [JSON.stringify(rows), now],
  );
}

/** A WalletChanged notice to each player whose main wallet the settlement posting credited. */
async function writeWalletNotices(tx: TQueryable, posted: TPosted, now: number): Promise<void> {
  const userIds = [...posted.balances.keys()].flatMap((key) => {
    const match = /^(\d+):player$/.exec(key);
    return match ? [Number(match[1])] : [];
  });
  if (userIds.length === 0) return;
  await tx.query(
    `INSERT INTO outbox (dedupe_key, target, target_id, event, payload, created_at)
     SELECT $2 || ':' || $3 || ':' || u.id, 'user', u.id, $2, '{}'::jsonb, $4
       FROM unnest($1::int[]) AS u(id)
      ORDER BY u.id
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [userIds, walletChangedEvent, String(posted.transactionId), now],
  );
}

async function refundBatch(
  tx: TQueryable,
  plan: Extract<TSettlementPlan, { kind: 'cancelled' }>,
  tickets: readonly TOpenTicket[],
  now: number,
  report: TBatchReport,
): Promise<TResult<TBatchReport>> {
  await closeTickets(
    tx,
    tickets.map((ticket) => ({ id: ticket.id, state: 1, prize: 0n, wins: null })),
    null,
    now,
  );
  const reference = issueReference(plan.issue);
  const posted = await post(tx, {
    kind: 'issue_cancel_refund',
    reference,
    at: now,
    postings: [
      ...stakeReleases(tickets, reference),
      ...tickets.map((ticket): TPosting => ({
        account: { userId: ticket.userId, kind: 'player' },
        amount: ticket.amount,
        cashFlowType: cashFlowTypes.issueCancelRefund,
        memo: ticketSerialOf(ticket.id),
      })),
    ],
  });
  if (!posted.ok) return posted;
  await writeWalletNotices(tx, posted.value, now);
  await notifySharedTicketsSettled(
    tx,
    tickets.map((ticket) => ticket.id),
    now,
  );
  report.settled = tickets.length;
  return succeed(report);
}
