import { z } from 'zod';
import { ZMoney, ZMoneyInput } from '../money.ts';
import { ZText } from '../validation/text.ts';

/** Risk section (issue #19): win holds, their thresholds, exposure and flagged players. */

export const winHoldStates = ['held', 'released', 'voided'] as const;

export const ZWinHold = z
  .object({
    TicketId: z.number().int(),
    SerialNumber: z.string(),
    LoginId: z.string(),
    GameId: z.number().int(),
    GameName: z.string(),
    IssueSerialNumber: z.string(),
    BetTypeId: z.string(),
    Stake: ZMoney,
    Prize: ZMoney,
    Threshold: ZMoney,
    State: z.enum(winHoldStates),
    HeldAt: z.number().int().describe('epoch ms'),
    DecidedAt: z.number().int().nullable(),
    Reason: z.string().nullable(),
  })
  .meta({ id: 'WinHold' });

export const ZWinHoldListQuery = z.object({
  State: z.enum(winHoldStates).default('held'),
  Page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZWinHoldList = z
  .object({ Holds: z.array(ZWinHold), Total: z.number().int() })
  .meta({ id: 'WinHoldList' });

export const ZDecideWinHoldRequest = z
  .object({
    TicketId: z.number().int().min(1),
    Reason: ZText.min(1).max(200).describe('Why: kept on the hold and in the audit row'),
  })
  .meta({ id: 'DecideWinHoldRequest' });
export const ZDecideWinHoldResponse = z
  .object({ State: z.enum(['released', 'voided']) })
  .meta({ id: 'DecideWinHoldResponse' });

export const ZWinHoldThreshold = z
  .object({
    GameId: z.number().int().nullable().describe('null: the site-wide threshold'),
    Threshold: ZMoney,
  })
  .meta({ id: 'WinHoldThreshold' });
export const ZWinHoldThresholdList = z
  .object({ Thresholds: z.array(ZWinHoldThreshold) })
  .meta({ id: 'WinHoldThresholdList' });
export const ZSetWinHoldThresholdRequest = z
  .object({
    GameId: z.number().int().min(1).nullable(),
    Threshold: ZMoneyInput.nullable().describe('null clears it (the game falls back to the site)'),
  })
  .meta({ id: 'SetWinHoldThresholdRequest' });

/** One bet item of an issue: what it took and what it would cost should it win. */
export const ZExposureItem = z
  .object({
    BetTypeId: z.string(),
    BetTypeName: z.string(),
    Selection: z.string().describe('The selection as the player sent it (JSON)'),
    Tickets: z.number().int(),
    Stake: ZMoney,
    Payout: ZMoney.describe(
      'The most its tickets pay together on one result: exact where WorstResults is given, ' +
        "else each ticket's best prize level (an upper bound)",
    ),
  })
  .meta({ id: 'ExposureItem' });

/** A possible result and what the open tickets would pay if it came (small games only). */
export const ZExposureResult = z
  .object({ WinningNumber: z.string(), Payout: ZMoney })
  .meta({ id: 'ExposureResult' });

export const ZGameExposure = z
  .object({
    GameId: z.number().int(),
    GameName: z.string(),
    IssueSerialNumber: z.string(),
    CloseTime: z.number().int().describe('epoch ms'),
    Tickets: z.number().int(),
    Stake: ZMoney,
    Items: z.array(ZExposureItem),
    WorstResults: z
      .array(ZExposureResult)
      .nullable()
      .describe('The costliest results, worst first; null when the game has too many to try'),
  })
  .meta({ id: 'GameExposure' });
export const ZExposureResponse = z
  .object({ Games: z.array(ZGameExposure), At: z.number().int() })
  .meta({ id: 'ExposureResponse' });

export const flagRules = ['sharedAddress', 'allCombinations', 'winRate'] as const;
export const ZFlaggedPlayer = z
  .object({
    Rule: z.enum(flagRules),
    LoginIds: z.array(z.string()),
    Evidence: z.string().describe('What the rule found, in English'),
    EvidenceZh: z.string().describe('The same in Simplified Chinese'),
  })
  .meta({ id: 'FlaggedPlayer' });
export const ZFlaggedPlayerList = z
  .object({ Flags: z.array(ZFlaggedPlayer) })
  .meta({ id: 'FlaggedPlayerList' });
