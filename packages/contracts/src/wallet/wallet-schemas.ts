import { z } from 'zod';
import { ZMoney } from '../money.ts';

export const ZWalletAmountResponse = z
  .object({ WalletAmount: ZMoney.describe('Balance of the main wallet') })
  .meta({ id: 'WalletAmountResponse' });
