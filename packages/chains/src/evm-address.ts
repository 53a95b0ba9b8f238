import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { accepted, refused, type TAddressResult } from './address-result.ts';

/**
 * EIP-55: a hex letter is upper case when the matching nibble of keccak256(lower-case hex) is 8 or
 * more. `hex` is the 40 lower-case characters after 0x.
 */
export function toChecksumAddress(hex: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const char = hex[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * ERC20 and BSC (one address space): 0x and 40 hex digits. A mixed-case address must carry a
 * correct EIP-55 checksum; an all-lower or all-upper one is accepted as unchecksummed, as EIP-55
 * itself and wallets do (it has no case to check). Either way the answer is the checksummed form,
 * so stored addresses compare equal whatever case the player typed.
 */
export function validateEvmAddress(address: string): TAddressResult {
  if (!address.startsWith('0x')) return refused('prefix');
  const hex = address.slice(2);
  if (hex.length !== 40) return refused('length');
  if (!/^[0-9a-fA-F]{40}$/.test(hex)) return refused('format');
  const checksummed = toChecksumAddress(hex.toLowerCase());
  const unchecksummed = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!unchecksummed && address !== checksummed) return refused('checksum');
  return accepted(checksummed);
}
