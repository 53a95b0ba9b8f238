import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const ZWalletAmountResponse = z
  .object({ WalletAmount: ZMoney.describe('Balance of the main wallet') })
  .meta({ id: 'WalletAmountResponse' });

/**
 * Hub event to the user's group when money reached the main wallet outside a request of theirs
 * (a prize, a rebate, a refund of a cancelled issue). No payload: the client re-reads
 * Wallet/GetWalletAmount, so pushes that arrive out of order cannot show an old balance.
 */
export const walletChangedEvent = 'WalletChanged';
