import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';

/**
 * Games section (issue #19): the catalogue as operators run it, issues and their proofs. As in
 * risk-schemas.ts, answers are built per money schema: ZMoney on the server, `…Wire` (a plain
 * number of currency units) for the console.
 */

const ZAmountWire = z.number();
type TMoneySchema = typeof ZMoney | typeof ZAmountWire;

const adminGame = <M extends TMoneySchema>(money: M) =>
  z.object({
    GameId: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    CategoryId: z.number().int(),
    Family: z.string(),
    DrawSource: z.enum(['fair', 'hash', 'external', 'instant']),
    State: z.number().int().describe('online 0, maintain 1, offline 2, official offline 3'),
    Books: z.array(z.enum(['official', 'twoSided'])),
    CycleSeconds: z.number().nullable(),
    IssuesPerDay: z.number().int().nullable(),
    SealSeconds: z.number().int().nullable(),
    ResultTimeoutSeconds: z.number().int(),
    MaxPayoutPerTicket: money,
    MaxStakePerIssue: money,
    TwoSidedReturnPermille: z.number().int(),
    MaxPrizeGroup: z
      .number()
      .int()
      .nullable()
      .describe('The highest prize group the game pays at; null: no cap of its own'),
    MinPrizeGroup: z
      .number()
      .int()
      .nullable()
      .describe('The lowest group a ticket may choose; null: no floor'),
    WinHoldThreshold: money.nullable().describe("The game's own; null: the site-wide one"),
  });
const adminGameList = <M extends TMoneySchema>(money: M) =>
  z.object({ Games: z.array(adminGame(money)) });

export const ZAdminGameList = adminGameList(ZMoney).meta({ id: 'AdminGameList' });
export const ZAdminGameListWire = adminGameList(ZAmountWire);
export type TAdminGameWire = z.output<ReturnType<typeof adminGame<typeof ZAmountWire>>>;

export const ZSetGameLimitsRequest = z
  .object({
    GameId: z.number().int().min(1),
    MaxPayoutPerTicket: ZMoneyInput.describe('The most one ticket pays (greater than 0)'),
    MaxStakePerIssue: ZMoneyInput.describe('The most one player stakes on one issue (> 0)'),
  })
  .meta({ id: 'SetGameLimitsRequest' });

/** A prize group: 1..2000 (@lottery/lottery maxPrizeGroup: 2000 is a 100% return). */
export const ZPrizeGroup = z.number().int().min(1).max(2000);

export const ZSetGamePrizeGroupRequest = z
  .object({
    GameId: z.number().int().min(1),
    MaxPrizeGroup: ZPrizeGroup.nullable().describe(
      'The highest prize group the game pays at; null: no cap',
    ),
    MinPrizeGroup: ZPrizeGroup.nullable().describe(
      'The lowest group a ticket may choose (a player below it bets at their own); null: none',
    ),
  })
  .refine(
    (body) =>
      body.MinPrizeGroup === null ||
      body.MaxPrizeGroup === null ||
      body.MinPrizeGroup <= body.MaxPrizeGroup,
    { error: 'notAllowed', path: ['MinPrizeGroup'] },
  )
  .meta({ id: 'SetGamePrizeGroupRequest' });
export type TSetGamePrizeGroupRequest = z.infer<typeof ZSetGamePrizeGroupRequest>;

export const ZSetGameScheduleRequest = z
  .object({
    GameId: z.number().int().min(1),
    SealSeconds: z.number().int().min(0).max(3600),
    ResultTimeoutSeconds: z.number().int().min(60).max(86_400),
  })
  .meta({ id: 'SetGameScheduleRequest' });

export const ZAdminIssuesQuery = z.object({
  GameId: queryInt(1),
  Page: queryInt(1).default(1),
  PageSize: queryInt(1, 100).default(20),
});

const adminIssue = <M extends TMoneySchema>(money: M) =>
  z.object({
    SerialNumber: z.string(),
    State: z.enum(['scheduled', 'drawn', 'cancelled']),
    StartTime: z.number().int(),
    CloseTime: z.number().int(),
    DrawTime: z.number().int(),
    WinningNumber: z.string().nullable(),
    OriginalWinningNumber: z.string().nullable(),
    ResultSource: z.string().nullable(),
    Disputed: z.boolean(),
    CancelledReason: z.string().nullable(),
    Settled: z.boolean(),
    Tickets: z.number().int(),
    Stake: money,
    Prizes: money,
    Commitment: z.string().nullable().describe('SHA-256 of the seed, public before the seal'),
    ServerSeed: z.string().nullable().describe('Revealed once drawn'),
    Entropy: z.string().nullable(),
    EntropyRef: z.string().nullable(),
    Reports: z.array(
      z.object({ Source: z.string(), WinningNumber: z.string(), ReportedAt: z.number().int() }),
    ),
  });
const adminIssueList = <M extends TMoneySchema>(money: M) =>
  z.object({ Issues: z.array(adminIssue(money)), Total: z.number().int() });

export const ZAdminIssueList = adminIssueList(ZMoney).meta({ id: 'AdminIssueList' });
export const ZAdminIssueListWire = adminIssueList(ZAmountWire);
export type TAdminIssueWire = z.output<ReturnType<typeof adminIssue<typeof ZAmountWire>>>;

/** GET /api/Admin/Games/Odds; the answer is a BetNumberOddsUpdate of every outcome. */
export const ZAdminGameOddsQuery = z.object({ GameId: queryInt(1) });
