import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { maxOneDollarShares } from './config/one-dollar-config.ts';

/**
 * One-dollar treasure (一元夺宝, issue #23): a round's state for the player, a purchase of shares
 * and the past rounds with their winners and draw proofs. A drawn round verifies with
 * `verifyPrizeDraw` (packages/lottery) on: the revealed seed, ActivityId, PeriodKey, userId 0,
 * nonce 0 and one weight of 1 per share; the drawn index is WinningShare.
 */
export const oneDollarRoundStates = ['open', 'drawn', 'refunded'] as const;

export const ZOneDollarRound = z
  .object({
    ActivityId: z.number().int(),
    RoundNo: z.number().int(),
    PeriodKey: z.string().describe("The round's draw period: r:<RoundNo>"),
    State: z.enum(oneDollarRoundStates),
    SharePrice: ZMoney,
    SharesTotal: z.number().int(),
    SharesSold: z.number().int(),
    Prize: ZMoney,
    Commitment: z.string().describe("SHA-256 of the round's secret seed, shown from its opening"),
    ServerSeed: z.string().nullable().describe('Revealed once the round is drawn or refunded'),
    WinningShare: z.number().int().nullable().describe('The drawn share number (0-based)'),
    Winner: z.string().nullable().describe("The winner's masked login"),
    IsMine: z.boolean().describe('I hold the winning share'),
    MyShares: z
      .array(z.object({ FirstShare: z.number().int(), Shares: z.number().int() }))
      .describe('My purchases in this round: share numbers FirstShare .. FirstShare+Shares-1'),
    MyRefunded: z.boolean().describe('My shares of this round were refunded'),
    OpenedAt: z.number().int(),
    ClosedAt: z.number().int().nullable(),
  })
  .meta({ id: 'OneDollarRound' });
export type TOneDollarRound = z.input<typeof ZOneDollarRound>;

export const ZOneDollarCurrent = z
  .object({
    Round: ZOneDollarRound.nullable().describe('The open round; null when none can open'),
    MaxSharesPerPlayer: z.number().int(),
  })
  .meta({ id: 'OneDollarCurrent' });

export const ZOneDollarBuyRequest = z
  .object({
    ActivityId: z.number().int().min(1),
    Shares: z.number().int().min(1).max(maxOneDollarShares),
  })
  .meta({ id: 'OneDollarBuyRequest' });
export type TOneDollarBuyRequest = z.output<typeof ZOneDollarBuyRequest>;

export const ZOneDollarBuyResponse = z
  .object({
    Round: ZOneDollarRound.describe('The round bought into, drawn if this purchase sold it out'),
    FirstShare: z.number().int(),
    Shares: z.number().int(),
    Amount: ZMoney,
    Balance: ZMoney,
  })
  .meta({ id: 'OneDollarBuyResponse' });

export const ZOneDollarRoundsRequest = z
  .object({
    ActivityId: z.number().int().min(1),
    Page: z.number().int().min(1).default(1),
    PageSize: z.number().int().min(1).max(50).default(10),
  })
  .meta({ id: 'OneDollarRoundsRequest' });

export const ZOneDollarRounds = z
  .object({ Items: z.array(ZOneDollarRound), Total: z.number().int() })
  .meta({ id: 'OneDollarRounds' });
