import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Risk section (issue #19): win holds, their thresholds, exposure and flagged players. Answers
 * are built by a function of the money schema: the server's (ZMoney, exact bigint thousandths
 * written as a number) for the route, a plain number (`…Wire`) for the console that reads it.
 */

export const winHoldStates = ['held', 'released', 'voided'] as const;

/** An amount as the console receives it: currency units, at most three decimals. */
const ZAmountWire = z.number();
type TMoneySchema = typeof ZMoney | typeof ZAmountWire;

const winHold = <M extends TMoneySchema>(money: M) =>
  z.object({
    TicketId: z.number().int(),
    SerialNumber: z.string(),
    LoginId: z.string(),
    GameId: z.number().int(),
    GameName: z.string(),
    IssueSerialNumber: z.string(),
    BetTypeId: z.string(),
    BetTypeName: z.string().describe('In the language of the request'),
    Stake: money,
    Prize: money,
    Threshold: money,
    State: z.enum(winHoldStates),
    HeldAt: z.number().int().describe('epoch ms'),
    DecidedAt: z.number().int().nullable(),
    Reason: z.string().nullable(),
  });
const winHoldList = <M extends TMoneySchema>(money: M) =>
  z.object({ Holds: z.array(winHold(money)), Total: z.number().int() });

export const ZWinHoldList = winHoldList(ZMoney).meta({ id: 'WinHoldList' });
export const ZWinHoldListWire = winHoldList(ZAmountWire);
export type TWinHoldWire = z.output<ReturnType<typeof winHold<typeof ZAmountWire>>>;

export const ZWinHoldListQuery = z.object({
  State: ZText.pipe(z.enum(winHoldStates)).default('held'),
  Page: queryInt(1).default(1),
  PageSize: queryInt(1, 100).default(20),
});

export const ZDecideWinHoldRequest = z
  .object({
    TicketId: z.number().int().min(1),
    Reason: ZText.min(1).max(200).describe('Why: kept on the hold and in the audit row'),
  })
  .meta({ id: 'DecideWinHoldRequest' });
export const ZDecideWinHoldResponse = z
  .object({ State: z.enum(['released', 'voided']) })
  .meta({ id: 'DecideWinHoldResponse' });

const thresholdList = <M extends TMoneySchema>(money: M) =>
  z.object({
    Thresholds: z.array(
      z.object({
        GameId: z.number().int().nullable().describe('null: the site-wide threshold'),
        Threshold: money,
      }),
    ),
  });
export const ZWinHoldThresholdList = thresholdList(ZMoney).meta({ id: 'WinHoldThresholdList' });
export const ZWinHoldThresholdListWire = thresholdList(ZAmountWire);

export const ZSetWinHoldThresholdRequest = z
  .object({
    GameId: z.number().int().min(1).nullable(),
    Threshold: ZMoneyInput.nullable().describe('null clears it (the game falls back to the site)'),
  })
  .meta({ id: 'SetWinHoldThresholdRequest' });

const gameExposure = <M extends TMoneySchema>(money: M) =>
  z.object({
    GameId: z.number().int(),
    GameName: z.string(),
    IssueSerialNumber: z.string(),
    CloseTime: z.number().int().describe('epoch ms'),
    Tickets: z.number().int(),
    Stake: money,
    Items: z.array(
      z.object({
        BetTypeId: z.string(),
        BetTypeName: z.string(),
        Selection: z.string().describe('The selection as the player sent it (JSON)'),
        Tickets: z.number().int(),
        Stake: money,
        Payout: money.describe(
          'The most its tickets pay together on one result: exact where WorstResults is given, ' +
            "else each ticket's best prize level (an upper bound)",
        ),
      }),
    ),
    WorstResults: z
      .array(z.object({ WinningNumber: z.string(), Payout: money }))
      .nullable()
      .describe('The costliest results, worst first; null when the game has too many to try'),
  });
const exposureResponse = <M extends TMoneySchema>(money: M) =>
  z.object({ Games: z.array(gameExposure(money)), At: z.number().int() });

export const ZExposureResponse = exposureResponse(ZMoney).meta({ id: 'ExposureResponse' });
export const ZExposureResponseWire = exposureResponse(ZAmountWire);
export type TGameExposureWire = z.output<ReturnType<typeof gameExposure<typeof ZAmountWire>>>;

export const flagRules = ['sharedAddress', 'allCombinations', 'winRate'] as const;
export const ZFlaggedPlayer = z
  .object({
    Rule: z.enum(flagRules),
    LoginIds: z.array(z.string()),
    Evidence: z.string().describe('What the rule found, in English'),
    EvidenceZh: z.string().describe('The same in Simplified Chinese'),
  })
  .meta({ id: 'FlaggedPlayer' });
export type TFlaggedPlayer = z.output<typeof ZFlaggedPlayer>;
export const ZFlaggedPlayerList = z
  .object({ Flags: z.array(ZFlaggedPlayer) })
  .meta({ id: 'FlaggedPlayerList' });
