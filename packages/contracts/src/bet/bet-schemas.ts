import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZGameId } from '../lottery/game-info-schemas.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';

/** Epoch milliseconds of the server clock. */
const ZEpochMs = z.number().int().describe('Epoch ms, server clock');

/** packages/lottery TBetMode: 元, 角, 分, 厘 divide the 2-yuan unit by 1, 10, 100, 1000. */
export const ZBetMode = z
  .enum(['yuan', 'jiao', 'fen', 'li'])
  .describe('Unit mode: yuan 2.000 a unit, jiao 0.200, fen 0.020, li 0.002');
export type TBetModeName = z.infer<typeof ZBetMode>;

/**
 * packages/lottery TSelection as the client sends it: each bet type uses the fields its shape
 * names and the rules engine refuses the others. The bounds only keep bodies sane; the engine
 * checks every count and range of the type.
 */
export const ZSelection = z
  .object({
    rows: z
      .array(z.array(z.number().int().min(0).max(99)).max(100))
      .max(20)
      .optional(),
    entries: z.array(ZText.max(64)).max(100_000).optional().describe('Typed entries (单式)'),
    sums: z.array(z.number().int().min(0).max(999)).max(300).optional(),
    positions: z.array(z.number().int().min(0).max(20)).max(20).optional(),
    items: z.array(ZText.max(32)).max(100).optional().describe('Two-sided items'),
  })
  .meta({ id: 'Selection', description: 'packages/lottery TSelection' });
export type TSelectionJson = z.infer<typeof ZSelection>;

const ZTicketHead = {
  BetTypeId: ZText.min(1).max(64).describe('packages/lottery bet type id, e.g. ssc.star5.direct'),
  Selection: ZSelection,
};

export const ZOfficialTicketRequest = z
  .object({
    ...ZTicketHead,
    Book: z.literal('official'),
    Mode: ZBetMode,
    Multiple: z.number().int().min(1).max(1_000_000).describe('倍数'),
    PrizeGroup: z
      .number()
      .int()
      .min(1)
      .max(2000)
      .describe("The group prizes are paid at, at most the player's own; the rest is self-rebate"),
  })
  .meta({ id: 'OfficialTicketRequest' });

export const ZTwoSidedTicketRequest = z
  .object({
    ...ZTicketHead,
    Book: z.literal('twoSided'),
    Stake: ZMoneyInput.refine((stake) => stake > 0n, 'notAllowed').describe(
      'Stake per unit (each item picked is a unit)',
    ),
  })
  .meta({ id: 'TwoSidedTicketRequest' });

export const ZTicketRequest = z.discriminatedUnion('Book', [
  ZOfficialTicketRequest,
  ZTwoSidedTicketRequest,
]);
export type TTicketRequest = z.output<typeof ZTicketRequest>;

/** POST /api/Bet/Place (Idempotency-Key header required). */
export const ZPlaceBetsRequest = z
  .object({
    GameId: ZGameId,
    IssueSerialNumber: ZText.min(1)
      .max(32)
      .optional()
      .describe('The issue bet on; absent for MiaoMiao games, which draw each ticket at once'),
    Tickets: z.array(ZTicketRequest).min(1).max(100),
  })
  .meta({
    id: 'PlaceBetsRequest',
    description:
      'Refusals, checked in this order (Code): 4001 no such game; 5101-5103 game in ' +
      'maintenance, offline, officially offline; 5104 issue number missing, 5105 given for ' +
      'MiaoMiao; 4002 no such issue; 5106 not on sale yet; 5107 sealed, drawn or cancelled; ' +
      '5108 betting disabled; per ticket 5109 type not sold, 5110 selection (Field names the ' +
      'part), 5111 book, 5112 group above own, 5113 multiple or 5114 stake over the payout ' +
      "cap; 5115 the player's stake per issue; 5001 balance; 5002/5003 Idempotency-Key",
  });
export type TPlaceBetsRequest = z.output<typeof ZPlaceBetsRequest>;

/**
 * SPEC §4 bet states, and ours: under review 4, a win above the risk threshold that waits for a
 * risk administrator (released: won 3; voided: no prize 2).
 */
export const betStates = { bet: 0, cancelled: 1, noPrize: 2, won: 3, underReview: 4 } as const;
export const ZBetState = z
  .number()
  .int()
  .min(0)
  .max(4)
  .describe('bet 0 (open), cancel 1, no prize 2, win 3, under review 4 (a held win)');

/** How a MiaoMiao ticket was drawn: recompute it once the seed is revealed (MiaoMiao/RotateSeed). */
export const ZInstantDraw = z
  .object({
    Commitment: z.string().describe('SHA-256 of the server seed drawn with'),
    ClientSeed: z.string(),
    Nonce: z.number().int(),
    OriginalWinningNumber: z.string(),
  })
  .meta({ id: 'InstantDraw' });

export const ZPlacedTicket = z
  .object({
    TicketId: z.number().int(),
    SerialNumber: z.string().describe('B and the zero-padded ticket id'),
    Amount: ZMoney,
    Units: z.number().int(),
    SelfRebate: ZMoney.describe('Returned by settlement: (own group − ticket group)/2000 × amount'),
    State: ZBetState.describe('0 for issue tickets; 2 or 3 for MiaoMiao, drawn at once'),
    Prize: ZMoney,
    WinningNumber: z.string().nullable().describe('MiaoMiao: the number drawn for this ticket'),
    InstantDraw: ZInstantDraw.nullable(),
  })
  .meta({ id: 'PlacedTicket' });

export const ZPlaceBetsResponse = z
  .object({
    Tickets: z.array(ZPlacedTicket),
    TotalAmount: ZMoney,
    WalletAmount: ZMoney.describe(
      'Balance of the main wallet after the bets (and MiaoMiao prizes)',
    ),
  })
  .meta({ id: 'PlaceBetsResponse' });
export type TPlaceBetsResponse = z.input<typeof ZPlaceBetsResponse>;

/** POST /api/Bet/Cancel (Idempotency-Key header required). */
export const ZCancelTicketRequest = z.object({ TicketId: z.number().int().min(1) }).meta({
  id: 'CancelTicketRequest',
  description:
    'Refusals (Code): 5120 no such ticket of yours; 5121 already settled or cancelled; ' +
    '5122 its issue is sealed; 5002/5003 Idempotency-Key',
});

export const ZCancelTicketResponse = z
  .object({
    TicketId: z.number().int(),
    Refunded: ZMoney,
    WalletAmount: ZMoney,
  })
  .meta({ id: 'CancelTicketResponse' });
export type TCancelTicketResponse = z.input<typeof ZCancelTicketResponse>;

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

export const ZBetRecordSearchRequest = z
  .object({
    GameId: ZGameId.optional(),
    State: ZBetState.optional(),
    DateFrom: ZSiteDate.optional().describe('First site date (UTC+8) of bets shown'),
    DateTo: ZSiteDate.optional().describe('Last site date (UTC+8) of bets shown, included'),
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'BetRecordSearchRequest' });
export type TBetRecordSearchRequest = z.output<typeof ZBetRecordSearchRequest>;

export const ZBetRecord = z
  .object({
    TicketId: z.number().int(),
    SerialNumber: z.string(),
    GameId: ZGameId,
    GameName: z.string(),
    IssueSerialNumber: z.string().nullable().describe('Null for MiaoMiao tickets'),
    BetTypeId: z.string(),
    BetTypeName: z.string(),
    Selection: ZSelection,
    Book: z.enum(['official', 'twoSided']),
    Mode: ZBetMode,
    Multiple: z.number().int(),
    Units: z.number().int(),
    Amount: ZMoney,
    SelfRebate: ZMoney,
    PrizeGroup: z.number().int().nullable().describe('Official book; null on the two-sided book'),
    State: ZBetState,
    Prize: ZMoney,
    WinningNumber: z.string().nullable(),
    InstantDraw: ZInstantDraw.nullable(),
    CreatedAt: ZEpochMs,
    SettledAt: ZEpochMs.nullable(),
    CanCancel: z.boolean().describe('Open and its issue not sealed yet'),
  })
  .meta({ id: 'BetRecord' });

export const ZBetRecordSearchResponse = z
  .object({
    Items: z.array(ZBetRecord).describe('Newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
    PageAmount: ZMoney.describe('Sum of Amount over this page'),
    PagePrize: ZMoney.describe('Sum of Prize over this page'),
    TotalAmount: ZMoney.describe('Sum of Amount over every record the filters match'),
    TotalPrize: ZMoney.describe('Sum of Prize over every record the filters match'),
  })
  .meta({ id: 'BetRecordSearchResponse' });
export type TBetRecordSearchResponse = z.input<typeof ZBetRecordSearchResponse>;
