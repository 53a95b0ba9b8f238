import { base64, base64url } from '@scure/base';
import { accepted, refused, type TAddressResult } from './address-result.ts';
import { crc16Xmodem } from './crc16.ts';

/** Tag byte of a user-friendly address: bounceable 0x11, non-bounceable 0x51, +0x80 on testnet. */
export const tonTags = { bounceable: 0x11, nonBounceable: 0x51, testnet: 0x80 } as const;

const decode = (address: string): Uint8Array | null => {
  const urlSafe = /[-_]/.test(address);
  if (urlSafe && /[+/]/.test(address)) return null;
  try {
    return (urlSafe ? base64url : base64).decode(address);
  } catch {
    return null;
  }
};

/**
 * TON user-friendly address: 48 characters of base64 or base64url (not both at once) for 36 bytes:
 * tag, workchain (0 basechain or -1 masterchain), the 32-byte account hash, CRC16-XMODEM of the
 * first 34 bytes big-endian. The checksum is checked before the tag and workchain: with a bad
 * checksum those bytes mean nothing. Testnet addresses (tag bit 0x80) are refused: this is a
 * mainnet site and a testnet address pays nobody.
 *
 * The raw form `0:<64 hex>` is refused (as `format`): it has no checksum and no bounce flag, so a
 * mistyped digit is another valid account and the money is gone; every wallet shows the
 * user-friendly form.
 */
export function validateTonAddress(address: string): TAddressResult {
  if (address.length !== 48) return refused('length');
  const bytes = decode(address);
  if (bytes === null || bytes.length !== 36) return refused('format');
  const crc = ((bytes[34] as number) << 8) | (bytes[35] as number);
  if (crc16Xmodem(bytes.subarray(0, 34)) !== crc) return refused('checksum');
  const tag = bytes[0] as number;
  if (tag !== tonTags.bounceable && tag !== tonTags.nonBounceable) return refused('flags');
  const workchain = bytes[1] as number;
  if (workchain !== 0x00 && workchain !== 0xff) return refused('prefix');
  return accepted(address);
}
