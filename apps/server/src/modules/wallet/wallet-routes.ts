import { ZWalletAmountResponse } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { defineRoute } from '../../platform/route.ts';
import { walletBalance } from './wallet-service.ts';

const tags = ['Wallet'];

export function walletRoutes(deps: { db: TDatabase }) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/Wallet/GetWalletAmount',
      summary: 'Balance of the main wallet (clients poll it every 10 s)',
      tags,
      access: 'user',
      response: ZWalletAmountResponse,
      // The response schema turns the bigint of thousandths into the wire number.
      handler: async ({ session }) => ({
        WalletAmount: await walletBalance(deps.db, session.userId),
      }),
    }),
  ];
}
