import { createHash } from 'node:crypto';
import type { TUsdtChain } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock, TIds } from '../../../platform/clock.ts';

/**
 * The sandbox chain's ledger: per chain a block every blockMs from its genesis (the height is
 * computed from the clock, so every server instance agrees without a block writer), transfers
 * of USDT placed in the block after the one current when sent, and re-organisations that drop
 * the last blocks' transfers as a real fork would.
 */
export interface TSandboxChainDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
  /** How often a block comes (SANDBOX_BLOCK_MS; fast, so a demo sees confirmations accrue). */
  blockMs: number;
}

/** A block a second: a demo's 19 TRC20 confirmations take 19 s (SANDBOX_BLOCK_MS). */
export const defaultSandboxBlockMs = 1000;

/** The deepest re-organisation the sandbox makes: real forks deeper than this are unheard of. */
export const maxReorgBlocks = 64;

export interface TSandboxTransferRow {
  chain: TUsdtChain;
  tx_id: string;
  to_address: string;
  memo: string | null;
  amount_micro: bigint;
  block_height: string;
}

interface TChainRow {
  genesis_at: string;
  block_ms: number;
  reorgs: number;
}

/** The chain's row, created at the first use with its genesis now. */
export async function sandboxChainOf(
  tx: TQueryable,
  chain: TUsdtChain,
  now: number,
  blockMs: number,
): Promise<TChainRow> {
  await tx.query(
    `INSERT INTO sandbox_chains (chain, genesis_at, block_ms) VALUES ($1, $2, $3)
     ON CONFLICT (chain) DO NOTHING`,
    [chain, now, blockMs],
  );
  const [row] = await tx.query<TChainRow>(
    `SELECT genesis_at::text, block_ms, reorgs FROM sandbox_chains WHERE chain = $1`,
    [chain],
  );
  if (!row) throw new Error(`sandbox chain ${chain} vanished`);
  return row;
}

export const heightAt = (row: TChainRow, now: number) =>
  Math.max(0, Math.floor((now - Number(row.genesis_at)) / row.block_ms));

/** When a block was made (its timestamp, as a chain's block header says). */
export const blockTime = (row: TChainRow, height: number) =>
  Number(row.genesis_at) + height * row.block_ms;

/** A transaction id in the chain's own spelling (0x-hex on EVM chains, bare hex elsewhere). */
function txIdFor(chain: TUsdtChain, seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return chain === 'ERC20' || chain === 'BSC' ? `0x${hex}` : hex;
}

export async function sendSandboxTransfer(
  deps: TSandboxChainDeps,
  transfer: { chain: TUsdtChain; toAddress: string; memo: string | null; amountMicro: bigint },
): Promise<TSandboxTransferRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const chainRow = await sandboxChainOf(tx, transfer.chain, now, deps.blockMs);
    const [row] = await tx.query<TSandboxTransferRow>(
      `INSERT INTO sandbox_chain_transfers
         (chain, tx_id, from_address, to_address, memo, amount_micro, block_height, sent_at)
       VALUES ($1, $2, 'sandbox-faucet', $3, $4, $5, $6, $7)
       RETURNING chain, tx_id, to_address, memo, amount_micro, block_height::text`,
      [
        transfer.chain,
        txIdFor(transfer.chain, deps.ids.uuid()),
        transfer.toAddress,
        transfer.memo,
        transfer.amountMicro,
        heightAt(chainRow, now) + 1,
        now,
      ],
    );
    if (!row) throw new Error('the sandbox transfer was not stored');
    return row;
  });
}

/** Drops the transfers of the last `blocks` blocks (and of the next, not yet made). */
export async function reorganiseSandboxChain(
  deps: TSandboxChainDeps,
  chain: TUsdtChain,
  blocks: number,
): Promise<{ height: number; dropped: number; reorgs: number; blockMs: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const chainRow = await sandboxChainOf(tx, chain, now, deps.blockMs);
    const height = heightAt(chainRow, now);
    const dropped = await tx.query(
      `DELETE FROM sandbox_chain_transfers WHERE chain = $1 AND block_height > $2 RETURNING id`,
      [chain, height - blocks],
    );
    await tx.query(`UPDATE sandbox_chains SET reorgs = reorgs + 1 WHERE chain = $1`, [chain]);
    return {
      height,
      dropped: dropped.length,
      reorgs: chainRow.reorgs + 1,
      blockMs: chainRow.block_ms,
    };
  });
}
