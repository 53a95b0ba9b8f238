import type { TUsdtChain } from '@lottery/contracts';
import type { TChainAdapter, TChainTransfer } from '../../deposit/usdt/chain-adapter.ts';
import {
  blockTime,
  heightAt,
  sandboxChainOf,
  type TSandboxChainDeps,
  type TSandboxTransferRow,
} from './sandbox-chain-books.ts';

/**
 * The watcher's view of the sandbox chain: the same questions a node answers. It reads the
 * sandbox's tables in process rather than over HTTP: the sandbox is part of this server, and a
 * deployment with real chains replaces this adapter, not the watcher.
 */
export function sandboxChainAdapter(deps: Omit<TSandboxChainDeps, 'ids'>): TChainAdapter {
  const chainRow = (chain: TUsdtChain) =>
    sandboxChainOf(deps.db, chain, deps.clock.now(), deps.blockMs);
  return {
    async head(chain) {
      return heightAt(await chainRow(chain), deps.clock.now());
    },
    async transfers(chain, fromHeight, toHeight) {
      const row = await chainRow(chain);
      const rows = await deps.db.query<TSandboxTransferRow & { sent_at: string }>(
        `SELECT chain, tx_id, to_address, memo, amount_micro, block_height::text, sent_at::text
           FROM sandbox_chain_transfers
          WHERE chain = $1 AND block_height BETWEEN $2 AND $3
          ORDER BY block_height, id`,
        [chain, fromHeight, toHeight],
      );
      return rows.map((transfer): TChainTransfer => ({
        txId: transfer.tx_id,
        toAddress: transfer.to_address,
        memo: transfer.memo,
        amountMicro: BigInt(transfer.amount_micro),
        blockHeight: Number(transfer.block_height),
        // Never before it was sent: blocks made at once by the console (mineSandboxBlocks) move
        // the genesis back, which would otherwise date the block before the order it pays.
        blockAt: Math.max(blockTime(row, Number(transfer.block_height)), Number(transfer.sent_at)),
      }));
    },
    async locate(chain, txId) {
      const row = await chainRow(chain);
      const [found] = await deps.db.query<{ block_height: string }>(
        `SELECT block_height::text FROM sandbox_chain_transfers WHERE chain = $1 AND tx_id = $2`,
        [chain, txId],
      );
      // Sent but not yet in a block: not on the chain yet, as a node would say.
      if (!found || Number(found.block_height) > heightAt(row, deps.clock.now())) return null;
      return { blockHeight: Number(found.block_height) };
    },
    async heightAt(chain, atMs) {
      const row = await chainRow(chain);
      return Math.floor((atMs - Number(row.genesis_at)) / row.block_ms);
    },
  };
}
