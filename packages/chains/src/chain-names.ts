/**
 * The chains USDT moves on. The package imports nothing of the repository's, so it spells the
 * names itself; apps/server's chain-names type test keeps them equal to contracts' TUsdtChain.
 */
export type TChain = 'ERC20' | 'TRC20' | 'BSC' | 'TON' | 'SOL';

export const chains: readonly TChain[] = ['ERC20', 'TRC20', 'BSC', 'TON', 'SOL'];

/** Chains whose deposit addresses are derived per player from an extended public key (BIP-32). */
export type TDerivableChain = 'ERC20' | 'BSC' | 'TRC20';

export const derivableChains: readonly TDerivableChain[] = ['ERC20', 'BSC', 'TRC20'];

export const isDerivableChain = (chain: TChain): chain is TDerivableChain =>
  (derivableChains as readonly TChain[]).includes(chain);
