import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';

/** Games section (issue #19): the catalogue as operators run it, issues and their proofs. */

export const ZAdminGame = z
  .object({
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
    MaxPayoutPerTicket: ZMoney,
    MaxStakePerIssue: ZMoney,
    TwoSidedReturnPermille: z.number().int(),
    WinHoldThreshold: ZMoney.nullable().describe("The game's own; null: the site-wide one"),
  })
  .meta({ id: 'AdminGame' });
export const ZAdminGameList = z
  .object({ Games: z.array(ZAdminGame) })
  .meta({ id: 'AdminGameList' });

export const ZSetGameLimitsRequest = z
  .object({
    GameId: z.number().int().min(1),
    MaxPayoutPerTicket: ZMoneyInput.describe('The most one ticket pays (greater than 0)'),
    MaxStakePerIssue: ZMoneyInput.describe('The most one player stakes on one issue (> 0)'),
  })
  .meta({ id: 'SetGameLimitsRequest' });

export const ZSetGameScheduleRequest = z
  .object({
    GameId: z.number().int().min(1),
    SealSeconds: z.number().int().min(0).max(3600),
    ResultTimeoutSeconds: z.number().int().min(60).max(86_400),
  })
  .meta({ id: 'SetGameScheduleRequest' });

export const ZAdminIssuesQuery = z.object({
  GameId: z.coerce.number().int().min(1),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAdminResultReport = z
  .object({ Source: z.string(), WinningNumber: z.string(), ReportedAt: z.number().int() })
  .meta({ id: 'AdminResultReport' });

export const ZAdminIssue = z
  .object({
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
    Stake: ZMoney,
    Prizes: ZMoney,
    Commitment: z.string().nullable().describe('SHA-256 of the seed, public before the seal'),
    ServerSeed: z.string().nullable().describe('Revealed once drawn'),
    Entropy: z.string().nullable(),
    EntropyRef: z.string().nullable(),
    Reports: z.array(ZAdminResultReport),
  })
  .meta({ id: 'AdminIssue' });
export const ZAdminIssueList = z
  .object({ Issues: z.array(ZAdminIssue), Total: z.number().int() })
  .meta({ id: 'AdminIssueList' });
