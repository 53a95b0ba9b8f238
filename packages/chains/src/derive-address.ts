import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { TDerivableChain } from './chain-names.ts';
import { toChecksumAddress } from './evm-address.ts';
import { tronAddressOf } from './tron-address.ts';
import { parseXpub, type TXpubRefusal } from './xpub.ts';

/** The largest non-hardened child index (BIP-32: 2^31 and above are hardened). */
export const maxChildIndex = 0x7fffffff;

export type TDeriveResult =
  { ok: true; address: string } | { ok: false; reason: TXpubRefusal | 'index' };

/** The 20-byte account of a secp256k1 public key: the last 20 bytes of Keccak-256(X ‖ Y). */
const accountOf = (compressedKey: Uint8Array): Uint8Array => {
  const uncompressed = secp256k1.Point.fromBytes(compressedKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
};

/**
 * The receive address at `index` under an account-level xpub: child `0/index` (the external
 * chain, non-hardened, so derivable from the public key alone). ERC20 and BSC share the address
 * space (account m/44'/60'/0'), answered in EIP-55 case; TRC20 (account m/44'/195'/0') is 0x41 and
 * the same 20 bytes in base58check. Which account path the xpub came from is the wallet's business:
 * the console asks for the right one per chain.
 */
export function deriveAddress(chain: TDerivableChain, xpub: string, index: number): TDeriveResult {
  if (!Number.isInteger(index) || index < 0 || index > maxChildIndex) {
    return { ok: false, reason: 'index' };
  }
  const parsed = parseXpub(xpub);
  if (!parsed.ok) return parsed;
  const child = parsed.key.deriveChild(0).deriveChild(index);
  const account = accountOf(child.publicKey as Uint8Array);
  const address =
    chain === 'TRC20' ? tronAddressOf(account) : toChecksumAddress(bytesToHex(account));
  return { ok: true, address };
}
