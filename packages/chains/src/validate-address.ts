import type { TAddressResult } from './address-result.ts';
import type { TChain } from './chain-names.ts';
import { validateEvmAddress } from './evm-address.ts';
import { validateSolanaAddress } from './solana-address.ts';
import { validateTonAddress } from './ton-address.ts';
import { validateTronAddress } from './tron-address.ts';

const validators: Record<TChain, (address: string) => TAddressResult> = {
  ERC20: validateEvmAddress,
  BSC: validateEvmAddress,
  TRC20: validateTronAddress,
  TON: validateTonAddress,
  SOL: validateSolanaAddress,
};

/** Whether `address` is a valid mainnet address on `chain`, by that chain's own rules. */
export const validateAddress = (chain: TChain, address: string): TAddressResult =>
  validators[chain](address);
