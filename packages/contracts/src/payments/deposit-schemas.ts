import { z } from 'zod';
import { usdtChainNames } from './payment-enums.ts';

/**
 * What a player is shown to pay a deposit order, by how the channel takes money: a bank account to
 * transfer to, a gateway's page to go to, or a chain address (with a memo where the chain shares
 * one address between players). The player's screens render each kind from this union alone, so a
 * new channel kind needs no web work. Amount is currency units (at most 3 decimals); CryptoAmount
 * and Rate are exact decimal text (USDT has 6 decimals).
 */
export const ZDepositInstructions = z
  .discriminatedUnion('Kind', [
    z.object({
      Kind: z.literal('bank'),
      BankName: z.string(),
      AccountName: z.string(),
      AccountNumber: z.string(),
      Branch: z.string().optional(),
      Amount: z.number().describe('The exact amount to transfer, matching thousandths included'),
    }),
    z.object({
      Kind: z.literal('redirect'),
      PayUrl: z.string().describe('The payment page to send the player to'),
    }),
    z.object({
      Kind: z.literal('address'),
      Chain: z.enum(usdtChainNames),
      Address: z.string(),
      Memo: z
        .string()
        .optional()
        .describe('Required in the transfer where the chain shares one address'),
      CryptoAmount: z.string().describe('USDT to send, decimal text'),
      Rate: z.string().describe('Currency units per USDT, locked until RateLockedUntil'),
      QrText: z.string().describe('What the QR code encodes'),
    }),
  ])
  .meta({ id: 'DepositInstructions' });
export type TDepositInstructions = z.infer<typeof ZDepositInstructions>;

/** The public number of a deposit order (what the player, finance and a gateway see). */
export const depositOrderNo = (id: bigint | number | string) => `D${String(id).padStart(10, '0')}`;

/** The order id a public number names, or null for anything that is not one. */
export function depositOrderIdOf(orderNo: string): bigint | null {
  const match = /^D(\d{10,18})$/.exec(orderNo);
  return match?.[1] ? BigInt(match[1]) : null;
}

/**
 * Hub event to the player when an order of theirs is cancelled by finance, the expiry job or the
 * channel (SPEC §7 CancelDepositNotify); the relay adds DedupeKey.
 */
export const cancelDepositNotifyEvent = 'CancelDepositNotify';
export const ZCancelDepositNotify = z
  .object({
    OrderNo: z.string(),
    Reason: z.string(),
    DedupeKey: z.string(),
  })
  .meta({ id: 'CancelDepositNotify' });
export type TCancelDepositNotify = z.infer<typeof ZCancelDepositNotify>;
