export type { TAddressRefusal, TAddressResult } from './address-result.ts';
export {
  chains,
  derivableChains,
  isDerivableChain,
  type TChain,
  type TDerivableChain,
} from './chain-names.ts';
export { deriveAddress, maxChildIndex, type TDeriveResult } from './derive-address.ts';
export { parseXpub, type TXpubRefusal, type TXpubResult } from './xpub.ts';
export { validateAddress } from './validate-address.ts';
