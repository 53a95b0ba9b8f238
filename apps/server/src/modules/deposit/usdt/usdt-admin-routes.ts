import {
  usdtMicroToText,
  ZUsdtChainSettingUpdate,
  ZUsdtRateSettingUpdate,
  ZUsdtSettings,
  ZUsdtTransferList,
  ZUsdtTransferQuery,
  type TUsdtRateSource,
  type TUsdtSettings,
  type TUsdtTransfer,
} from '@lottery/contracts';
import { isDerivableChain } from '@lottery/chains';
import type { TQueryable } from '../../../db/database.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import {
  updateChainSetting,
  updateRateSetting,
  type TUsdtSettingsDeps,
} from './update-usdt-settings.ts';
import { readChainSettings, readRateSettings } from './usdt-settings.ts';

const common = { tags: ['Admin USDT'], access: 'admin' } as const;

async function readSettings(db: TQueryable): Promise<TUsdtSettings> {
  const [chains, rate] = [await readChainSettings(db), await readRateSettings(db)];
  return {
    Chains: chains.map((chain) => ({
      Chain: chain.chain,
      Derived: isDerivableChain(chain.chain),
      Xpub: chain.xpub,
      SharedAddress: chain.sharedAddress,
      Confirmations: chain.confirmations,
    })),
    // Migration 0024's CHECK keeps the column within usdtRateSources.
    RateSource: rate.source as TUsdtRateSource,
    RateLockSeconds: rate.lockSeconds,
  };
}

interface TTransferRow {
  id: string;
  chain: TUsdtTransfer['Chain'];
  tx_id: string;
  to_address: string;
  memo: string | null;
  amount_micro: bigint;
  block_height: string;
  state: TUsdtTransfer['State'];
  order_id: string | null;
  seen_at: string;
}

/** The console's USDT settings (payments.configure) and the transfers the watcher saw (deposits.view). */
export function usdtAdminRoutes(deps: TUsdtSettingsDeps) {
  return [
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'GET',
      url: '/api/Admin/Usdt/Settings',
      summary:
        'USDT per chain (xpub or shared address, confirmations) and the rate source and lock',
      response: ZUsdtSettings,
      handler: () => readSettings(deps.db),
    }),
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'PUT',
      url: '/api/Admin/Usdt/Chain',
      summary:
        "Set a chain's account xpub (ERC20, BSC, TRC20; xprv refused) or shared address (TON, SOL) and confirmations",
      body: ZUsdtChainSettingUpdate,
      response: ZUsdtSettings,
      handler: async ({ body, session }) => {
        unwrap(await updateChainSetting(deps, session, body));
        return readSettings(deps.db);
      },
    }),
    defineRoute({
      ...common,
      permission: 'payments.configure',
      method: 'PUT',
      url: '/api/Admin/Usdt/Rate',
      summary: 'Set the exchange rate source and how long an order keeps its rate',
      body: ZUsdtRateSettingUpdate,
      response: ZUsdtSettings,
      handler: async ({ body, session }) => {
        await updateRateSetting(deps, session, body);
        return readSettings(deps.db);
      },
    }),
    defineRoute({
      ...common,
      permission: 'deposits.view',
      method: 'GET',
      url: '/api/Admin/Usdt/Transfers',
      summary:
        'USDT transfers the chain watcher saw, newest first (State=unmatched: nobody’s order)',
      query: ZUsdtTransferQuery,
      response: ZUsdtTransferList,
      handler: async ({ query }) => {
        const rows = await deps.db.query<TTransferRow>(
          `SELECT id::text, chain, tx_id, to_address, memo, amount_micro, block_height::text, state,
                  order_id::text, seen_at::text
             FROM usdt_chain_transfers
            WHERE ($1::text IS NULL OR state = $1) AND ($2::text IS NULL OR chain = $2)
            ORDER BY id DESC LIMIT 200`,
          [query.State ?? null, query.Chain ?? null],
        );
        return {
          Transfers: rows.map((row) => ({
            Id: Number(row.id),
            Chain: row.chain,
            TxId: row.tx_id,
            ToAddress: row.to_address,
            Memo: row.memo,
            Amount: usdtMicroToText(BigInt(row.amount_micro)),
            BlockHeight: Number(row.block_height),
            State: row.state,
            OrderId: row.order_id === null ? null : Number(row.order_id),
            SeenAt: Number(row.seen_at),
          })),
        };
      },
    }),
  ];
}
