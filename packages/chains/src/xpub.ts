import { HDKey } from '@scure/bip32';

/** Why an extended key is refused: not a base58check xpub, or a private key (xprv). */
export type TXpubRefusal = 'format' | 'private';

export type TXpubResult =
  { ok: true; key: HDKey; depth: number } | { ok: false; reason: TXpubRefusal };

/**
 * An account-level extended public key (BIP-32 `xpub…`, mainnet version bytes). An `xprv` parses
 * too but is refused: the server holds no private key, so one must never be stored or logged.
 * Depth is reported (3 for a BIP-44 account key) for the console to show, not enforced: some
 * wallets export the key one level deeper or shallower and the addresses are still theirs.
 */
export function parseXpub(xpub: string): TXpubResult {
  if (xpub.startsWith('xprv')) return { ok: false, reason: 'private' };
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch {
    return { ok: false, reason: 'format' };
  }
  if (key.privateKey !== null) return { ok: false, reason: 'private' };
  return { ok: true, key, depth: key.depth };
}
