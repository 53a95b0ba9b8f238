import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZGameId } from '../lottery/game-info-schemas.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import {
  ZBetMode,
  ZBetState,
  ZOfficialTicketRequest,
  ZSelection,
  ZTwoSidedTicketRequest,
} from './bet-schemas.ts';

/**
 * Chained bets (追号, SPEC §3 "schedule"): one ticket bet on a list of issues, each with its own
 * multiple, the whole cost held up front; each issue's ticket is placed when that issue opens,
 * and the plan stops on a win, a loss or a profit when asked to.
 */

/** A plan covers 2 to this many issues. */
export const maxScheduleIssues = 120;

/** The largest multiple of one issue, as Bet/Place allows. */
export const maxScheduleMultiple = 1_000_000;

const ZMultiple = z.number().int().min(1).max(maxScheduleMultiple).describe('倍数');

/**
 * The ticket every issue gets. Official: the issue's Multiple is the ticket's (a Multiple sent
 * here is ignored). Two-sided: the issue's Multiple multiplies the Stake.
 */
export const ZScheduleTicket = z.discriminatedUnion('Book', [
  ZOfficialTicketRequest.omit({ Multiple: true }).meta({ id: 'ScheduleOfficialTicket' }),
  ZTwoSidedTicketRequest.meta({ id: 'ScheduleTwoSidedTicket' }),
]);
export type TScheduleTicket = z.output<typeof ZScheduleTicket>;

export const ZScheduleIssueRequest = z
  .object({ IssueSerialNumber: ZText.min(1).max(32), Multiple: ZMultiple })
  .meta({ id: 'ScheduleIssueRequest' });

/**
 * A plan the server lays over the next Count issues from the current one (the first not yet
 * closed): flat, the same multiple each; doubling, StartMultiple × Factor^⌊i / Every⌋ for the
 * i-th issue (0-based).
 */
export const ZSchedulePlan = z
  .discriminatedUnion('Kind', [
    z.object({
      Kind: z.literal('flat'),
      Count: z.number().int().min(2).max(maxScheduleIssues),
      StartMultiple: ZMultiple,
    }),
    z.object({
      Kind: z.literal('doubling'),
      Count: z.number().int().min(2).max(maxScheduleIssues),
      StartMultiple: ZMultiple,
      Factor: z.number().int().min(2).max(10).default(2),
      Every: z.number().int().min(1).max(maxScheduleIssues).default(1),
    }),
  ])
  .meta({ id: 'SchedulePlan' });
export type TSchedulePlan = z.output<typeof ZSchedulePlan>;

/** POST /api/Bet/Schedule (Idempotency-Key header required). */
export const ZPlaceScheduleRequest = z
  .object({
    GameId: ZGameId,
    Ticket: ZScheduleTicket,
    Issues: z
      .array(ZScheduleIssueRequest)
      .min(2)
      .max(maxScheduleIssues)
      .optional()
      .describe('The issues, consecutive or chosen, in schedule order; or Plan instead'),
    Plan: ZSchedulePlan.optional().describe('Instead of Issues'),
    StopIfWin: z.boolean().default(false),
    StopIfLoss: z.boolean().default(false),
    StopAtProfit: ZMoneyInput.refine((amount) => amount > 0n, 'notAllowed')
      .optional()
      .describe('Stop once the prizes minus the stakes of the settled tickets reach this'),
  })
  .refine((body) => (body.Issues === undefined) !== (body.Plan === undefined), {
    error: 'notAllowed',
    path: ['Plan'],
  })
  .meta({
    id: 'PlaceScheduleRequest',
    description:
      'Exactly one of Issues and Plan. Refusals (Code): 4001 no such game; 5301 MiaoMiao game; ' +
      '5101-5103 game in maintenance, offline, officially offline; 5108 betting disabled; ' +
      '5302 issue unknown, 5303 closed, 5304 repeated, 5305 out of schedule order; 5306 fewer ' +
      'issues on sale than Plan.Count; 5307 a multiple over 1,000,000; 5109-5114 the ticket ' +
      "(as Bet/Place; Field names the issue for a multiple); 5115 an issue's amount over the " +
      "game's stake per issue; 5001 balance; when the first issue is open its ticket is placed " +
      'at once and any Bet/Place refusal refuses the plan; 5002/5003 Idempotency-Key',
  });
export type TPlaceScheduleRequest = z.output<typeof ZPlaceScheduleRequest>;

/** bet_schedule_issues.state: held, a ticket placed, the hold returned. */
export const ZScheduleIssueState = z.enum(['waiting', 'placed', 'released']);

export const ZScheduledIssue = z
  .object({
    IssueSerialNumber: z.string(),
    Multiple: z.number().int(),
    Amount: ZMoney,
    State: ZScheduleIssueState,
    TicketId: z.number().int().nullable(),
  })
  .meta({ id: 'ScheduledIssue' });

export const ZPlaceScheduleResponse = z
  .object({
    ScheduleId: z.number().int(),
    Issues: z.array(ZScheduledIssue).describe('In schedule order'),
    TotalAmount: ZMoney.describe('Held from the wallet for the whole plan'),
    WalletAmount: ZMoney,
  })
  .meta({ id: 'PlaceScheduleResponse' });
export type TPlaceScheduleResponse = z.input<typeof ZPlaceScheduleResponse>;

export const ZScheduleState = z
  .enum(['running', 'finished', 'stopped'])
  .describe('finished: every issue placed or released and every ticket settled');
export type TScheduleState = z.infer<typeof ZScheduleState>;

export const ZScheduleStopReason = z
  .enum(['win', 'loss', 'profit', 'player'])
  .describe('win, loss, profit: its stop condition; player: Bet/StopSchedule');
export type TScheduleStopReason = z.infer<typeof ZScheduleStopReason>;

/** POST /api/Bet/StopSchedule (Idempotency-Key header required). */
export const ZStopScheduleRequest = z.object({ ScheduleId: z.number().int().min(1) }).meta({
  id: 'StopScheduleRequest',
  description:
    'Refusals (Code): 5310 no such plan of yours; 5311 already finished or stopped; ' +
    '5002/5003 Idempotency-Key',
});

export const ZStopScheduleResponse = z
  .object({
    ScheduleId: z.number().int(),
    State: ZScheduleState,
    StopReason: ZScheduleStopReason,
    Released: ZMoney.describe('Holds of the issues not placed yet, back in the wallet'),
    Refunded: ZMoney.describe('Stakes of tickets cancelled before their seal, back in the wallet'),
    WalletAmount: ZMoney,
  })
  .meta({ id: 'StopScheduleResponse' });
export type TStopScheduleResponse = z.input<typeof ZStopScheduleResponse>;

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

/** POST /api/ScheduleRecord/Search. */
export const ZScheduleRecordSearchRequest = z
  .object({
    GameId: ZGameId.optional(),
    State: ZScheduleState.optional(),
    DateFrom: ZSiteDate.optional().describe('First site date (UTC+8) of plans shown'),
    DateTo: ZSiteDate.optional().describe('Last site date (UTC+8) of plans shown, included'),
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({
    id: 'ScheduleRecordSearchRequest',
    description: 'Refusal (Code): 5201 a date that does not exist, or DateTo before DateFrom',
  });
export type TScheduleRecordSearchRequest = z.output<typeof ZScheduleRecordSearchRequest>;

export const ZScheduleRecordIssue = z
  .object({
    IssueSerialNumber: z.string(),
    Multiple: z.number().int(),
    Amount: ZMoney,
    State: ZScheduleIssueState,
    TicketId: z.number().int().nullable(),
    TicketState: ZBetState.nullable().describe('Null until placed'),
    Prize: ZMoney,
    WinningNumber: z.string().nullable(),
  })
  .meta({ id: 'ScheduleRecordIssue' });

export const ZScheduleRecord = z
  .object({
    ScheduleId: z.number().int(),
    GameId: ZGameId,
    GameName: z.string(),
    BetTypeId: z.string(),
    BetTypeName: z.string(),
    Book: z.enum(['official', 'twoSided']),
    Mode: ZBetMode.nullable().describe('Official book; null on the two-sided book'),
    PrizeGroup: z.number().int().nullable().describe('Official book'),
    Stake: ZMoney.nullable().describe('Two-sided book: stake per unit at multiple 1'),
    Selection: ZSelection,
    StopIfWin: z.boolean(),
    StopIfLoss: z.boolean(),
    StopAtProfit: ZMoney.nullable(),
    TotalAmount: ZMoney.describe('Held at the start'),
    IssueCount: z.number().int(),
    PlacedCount: z.number().int(),
    ReleasedCount: z.number().int(),
    SettledCount: z.number().int().describe('Tickets drawn: won or lost'),
    StakeSpent: ZMoney.describe('Stakes of the tickets placed and not cancelled'),
    Prize: ZMoney.describe('Prizes so far'),
    State: ZScheduleState,
    StopReason: ZScheduleStopReason.nullable(),
    CreatedAt: z.number().int().describe('Epoch ms'),
    FinishedAt: z.number().int().nullable().describe('Epoch ms, once finished or stopped'),
    Issues: z.array(ZScheduleRecordIssue).describe('In schedule order'),
  })
  .meta({ id: 'ScheduleRecord' });

export const ZScheduleRecordSearchResponse = z
  .object({
    Items: z.array(ZScheduleRecord).describe('Newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ScheduleRecordSearchResponse' });
export type TScheduleRecordSearchResponse = z.input<typeof ZScheduleRecordSearchResponse>;
