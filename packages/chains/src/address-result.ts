/**
 * Why an address is refused: `format` (alphabet, encoding, or a key that is not a point),
 * `length` (wrong number of characters or bytes), `prefix` (0x, version byte or workchain),
 * `checksum` (EIP-55 case, base58check or CRC16), `flags` (TON's bounceable/testnet tag).
 */
export type TAddressRefusal = 'format' | 'length' | 'prefix' | 'checksum' | 'flags';

/** An accepted address in its canonical spelling (EIP-55 case for EVM chains), or the refusal. */
export type TAddressResult = { ok: true; address: string } | { ok: false; reason: TAddressRefusal };

export const accepted = (address: string): TAddressResult => ({ ok: true, address });
export const refused = (reason: TAddressRefusal): TAddressResult => ({ ok: false, reason });
