import {
  parseUsdtMicro,
  usdtMicroToText,
  ZSandboxChainMineRequest,
  ZSandboxChainParams,
  ZSandboxChainReorgRequest,
  ZSandboxChainState,
  ZSandboxChainTransfer,
  ZSandboxChainTransferRequest,
  ZSandboxRateFaultsRequest,
} from '@lottery/contracts';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import {
  heightAt,
  maxReorgBlocks,
  mineSandboxBlocks,
  reorganiseSandboxChain,
  sandboxChainOf,
  sendSandboxTransfer,
  type TSandboxChainDeps,
} from './sandbox-chain-books.ts';
import { setSandboxRateFailures } from './sandbox-rate.ts';

const common = { tags: ['Sandbox chain'], access: 'public', bypassSiteGuard: true } as const;

/**
 * The sandbox chain's own API, as a chain's faucet and test harness would offer it: send USDT to
 * an address (with a memo), re-organise the last blocks away, read the head; and make the sandbox
 * rate source fail. Served only when PAYMENT_SANDBOX is on (app.ts): on a production server these
 * routes do not exist. Anyone may call them, as anyone may send a transfer on a chain.
 */
export function sandboxChainRoutes(deps: TSandboxChainDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Sandbox/Chain/:chain/Transfer',
      summary: 'Send USDT on the sandbox chain to an address, with a memo where the chain has one',
      params: ZSandboxChainParams,
      body: ZSandboxChainTransferRequest,
      response: ZSandboxChainTransfer,
      handler: async ({ params, body }) => {
        const amountMicro = parseUsdtMicro(body.Amount);
        if (amountMicro === null || amountMicro <= 0n) throw new AppError('SandboxTransferAmount');
        const row = await sendSandboxTransfer(deps, {
          chain: params.chain,
          toAddress: body.ToAddress,
          memo: body.Memo || null,
          amountMicro,
        });
        return {
          Chain: row.chain,
          TxId: row.tx_id,
          ToAddress: row.to_address,
          Memo: row.memo,
          Amount: usdtMicroToText(BigInt(row.amount_micro)),
          BlockHeight: Number(row.block_height),
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Sandbox/Chain/:chain/Reorg',
      summary: `Re-organise the last Blocks blocks (at most ${maxReorgBlocks}) away with their transfers`,
      params: ZSandboxChainParams,
      body: ZSandboxChainReorgRequest,
      response: ZSandboxChainState,
      handler: async ({ params, body }) => {
        if (body.Blocks > maxReorgBlocks)
          throw new AppError('SandboxReorgTooDeep', { max: maxReorgBlocks });
        const result = await reorganiseSandboxChain(deps, params.chain, body.Blocks);
        return {
          Chain: params.chain,
          Height: result.height,
          BlockMs: result.blockMs,
          Reorgs: result.reorgs,
          Dropped: result.dropped,
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Sandbox/Chain/:chain/Mine',
      summary:
        'Make Blocks blocks at once: every transfer in a block gains that many confirmations',
      params: ZSandboxChainParams,
      body: ZSandboxChainMineRequest,
      response: ZSandboxChainState,
      handler: async ({ params, body }) => {
        const mined = await mineSandboxBlocks(deps, params.chain, body.Blocks);
        return {
          Chain: params.chain,
          Height: mined.height,
          BlockMs: mined.blockMs,
          Reorgs: mined.reorgs,
          Dropped: 0,
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Sandbox/Chain/:chain',
      summary: "The sandbox chain's head height and block time",
      params: ZSandboxChainParams,
      response: ZSandboxChainState,
      handler: async ({ params }) => {
        const now = deps.clock.now();
        const row = await sandboxChainOf(deps.db, params.chain, now, deps.blockMs);
        return {
          Chain: params.chain,
          Height: heightAt(row, now),
          BlockMs: row.block_ms,
          Reorgs: row.reorgs,
          Dropped: 0,
        };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Sandbox/Rate/Faults',
      summary: 'Make the next Failures quotes of the sandbox rate source fail (0 clears)',
      body: ZSandboxRateFaultsRequest,
      response: z.object({ Failures: z.number().int() }),
      handler: async ({ body }) => {
        await setSandboxRateFailures(deps.db, body.Failures);
        return { Failures: body.Failures };
      },
    }),
  ];
}
