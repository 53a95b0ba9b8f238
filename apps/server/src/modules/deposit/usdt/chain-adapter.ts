import type { TUsdtChain } from '@lottery/contracts';

/** One USDT transfer as a chain reports it (a token transfer log, a jetton or SPL transfer). */
export interface TChainTransfer {
  /** The chain's transaction id (with the log index where one transaction moves USDT twice). */
  txId: string;
  toAddress: string;
  /** TON's text comment or Solana's memo instruction; null on chains without one. */
  memo: string | null;
  amountMicro: bigint;
  blockHeight: number;
  /** The block's timestamp (epoch ms): when the payment counts as made. */
  blockAt: number;
}

/**
 * What the chain watcher asks a chain (a node or an indexer): how high it is, the USDT
 * transfers in a range of blocks, and whether a transfer is still on the canonical chain (null:
 * re-organised away). A real implementation talks to a node's API per chain; the sandbox one
 * (payment-sandbox/chain) reads the product's own sandbox chain.
 */
export interface TChainAdapter {
  head(chain: TUsdtChain): Promise<number>;
  /** Transfers in blocks fromHeight..toHeight, both included. */
  transfers(
    chain: TUsdtChain,
    fromHeight: number,
    toHeight: number,
  ): Promise<readonly TChainTransfer[]>;
  locate(chain: TUsdtChain, txId: string): Promise<{ blockHeight: number } | null>;
  /** The last block made at or before `atMs` (-1: none yet), for reading a window of time. */
  heightAt(chain: TUsdtChain, atMs: number): Promise<number>;
}
