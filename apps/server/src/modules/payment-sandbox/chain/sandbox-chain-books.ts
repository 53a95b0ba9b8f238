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

const readChain = async (tx: TQueryable, chain: TUsdtChain) =>
  (
    await tx.query<TChainRow>(
      `SELECT genesis_at::text, block_ms, reorgs FROM sandbox_chains WHERE chain = $1`,
      [chain],
    )
  )[0];

/**
 * The chain's row, created at the first use with its genesis now. Read first: the watcher asks
 * for every chain's head each second, and the row exists from the first time on.
 */
export async function sandboxChainOf(
  tx: TQueryable,
  chain: TUsdtChain,
  now: number,
  blockMs: number,
): Promise<TChainRow> {
  const existing = await readChain(tx, chain);
  if (existing) return existing;
  await tx.query(
    `INSERT INTO sandbox_chains (chain, genesis_at, block_ms) VALUES ($1, $2, $3)
     ON CONFLICT (chain) DO NOTHING`,
    [chain, now, blockMs],
  );
  const row = await readChain(tx, chain);
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
export const reorganiseSandboxChain = (
  deps: TSandboxChainDeps,
  chain: TUsdtChain,
  blocks: number,
) => reorganise(deps, chain, (height) => height - blocks + 1);

/**
 * Re-organises from the block of the transfer `txId` (the console's "re-organise away"), decided
 * at the head of the same transaction so a block made meanwhile cannot spare it; null: no such
 * transfer, or its block is deeper than maxReorgBlocks ('deep').
 */
export async function reorganiseTransferAway(
  deps: TSandboxChainDeps,
  chain: TUsdtChain,
  txId: string,
): Promise<TReorganised | 'missing' | 'deep'> {
  const [transfer] = await deps.db.query<{ block_height: string }>(
    `SELECT block_height::text FROM sandbox_chain_transfers WHERE chain = $1 AND tx_id = $2`,
    [chain, txId],
  );
  if (!transfer) return 'missing';
  const block = Number(transfer.block_height);
  const now = deps.clock.now();
  const height = heightAt(await sandboxChainOf(deps.db, chain, now, deps.blockMs), now);
  if (height - block + 1 > maxReorgBlocks) return 'deep';
  return reorganise(deps, chain, () => block);
}

interface TReorganised {
  height: number;
  dropped: number;
  reorgs: number;
  blockMs: number;
}

/** Drops every transfer from block firstDropped(head) on, in one transaction. */
async function reorganise(
  deps: TSandboxChainDeps,
  chain: TUsdtChain,
  firstDropped: (height: number) => number,
): Promise<TReorganised> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const chainRow = await sandboxChainOf(tx, chain, now, deps.blockMs);
    const height = heightAt(chainRow, now);
    const dropped = await tx.query(
      `DELETE FROM sandbox_chain_transfers WHERE chain = $1 AND block_height >= $2 RETURNING id`,
      [chain, firstDropped(height)],
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

/**
 * Makes `blocks` blocks at once (a tester's "add confirmations"): the chain's genesis moves back
 * by that many block times, so every instance computes the new height from the clock as before,
 * and every transfer already in a block gains `blocks` confirmations.
 */
export async function mineSandboxBlocks(
  deps: TSandboxChainDeps,
  chain: TUsdtChain,
  blocks: number,
): Promise<{ height: number; blockMs: number; reorgs: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await sandboxChainOf(tx, chain, now, deps.blockMs);
    await tx.query(
      `UPDATE sandbox_chains SET genesis_at = genesis_at - $2::bigint * block_ms WHERE chain = $1`,
      [chain, blocks],
    );
    const row = await sandboxChainOf(tx, chain, now, deps.blockMs);
    return { height: heightAt(row, now), blockMs: row.block_ms, reorgs: row.reorgs };
  });
}

/** The chain's latest transfers, newest first (the console's list). */
export async function recentSandboxTransfers(
  db: TQueryable,
  chain: TUsdtChain,
  limit: number,
): Promise<TSandboxTransferRow[]> {
  return db.query<TSandboxTransferRow>(
    `SELECT chain, tx_id, to_address, memo, amount_micro, block_height::text
       FROM sandbox_chain_transfers WHERE chain = $1 ORDER BY id DESC LIMIT $2`,
    [chain, limit],
  );
}

/** Confirmations of a transfer in block `blockHeight` at head `height` (0: not in a block yet). */
export const confirmationsAt = (height: number, blockHeight: number) =>
  Math.max(0, height - blockHeight + 1);
