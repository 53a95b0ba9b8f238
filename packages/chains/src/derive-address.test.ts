import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { deriveAddress } from './derive-address.ts';
import { validateAddress } from './validate-address.ts';
import { parseXpub } from './xpub.ts';

// The BIP-39 test mnemonic; its addresses are published by every wallet's test suite (and shown
// by the BIP-39 tool at iancoleman.io/bip39 for Ethereum and TRON). The seed is derived here, in
// the test only: the product takes account-level xpubs and never sees a seed or a private key.
const mnemonic =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
const root = HDKey.fromMasterSeed(seed);
const accountXpub = (path: string) => root.derive(path).publicExtendedKey;
const ethereumXpub = accountXpub("m/44'/60'/0'");
const tronXpub = accountXpub("m/44'/195'/0'");

describe('deriveAddress', () => {
  it.each([
    [0, '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'],
    [1, '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'],
    [2, '0xb6716976A3ebe8D39aCEB04372f22Ff8e6802D7A'],
  ])("derives the published Ethereum address m/44'/60'/0'/0/%i", (index, address) => {
    expect(deriveAddress('ERC20', ethereumXpub, index)).toEqual({ ok: true, address });
    expect(deriveAddress('BSC', ethereumXpub, index)).toEqual({ ok: true, address });
  });

  it("derives the published TRON address m/44'/195'/0'/0/0", () => {
    expect(deriveAddress('TRC20', tronXpub, 0)).toEqual({
      ok: true,
      address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    });
  });

  it('derives what the private path gives, and addresses the validators accept', () => {
    for (const index of [0, 7, 1000, 0x7fffffff]) {
      const viaPublic = deriveAddress('TRC20', tronXpub, index);
      expect(viaPublic.ok && validateAddress('TRC20', viaPublic.address).ok).toBe(true);
      const evm = deriveAddress('ERC20', ethereumXpub, index);
      expect(evm.ok && validateAddress('ERC20', evm.address)).toEqual({
        ok: true,
        address: evm.ok ? evm.address : '',
      });
    }
    const child = root.derive("m/44'/60'/0'/0/5").publicKey;
    const fromXpub = HDKey.fromExtendedKey(ethereumXpub).deriveChild(0).deriveChild(5).publicKey;
    expect(fromXpub).toEqual(child);
  });

  it('gives distinct addresses for distinct indexes', () => {
    const addresses = new Set(
      Array.from({ length: 50 }, (_, index) => {
        const result = deriveAddress('TRC20', tronXpub, index);
        return result.ok ? result.address : '';
      }),
    );
    expect(addresses.size).toBe(50);
  });

  it.each([-1, 0x80000000, 1.5, Number.NaN])('refuses index %s', (index) => {
    expect(deriveAddress('ERC20', ethereumXpub, index)).toEqual({ ok: false, reason: 'index' });
  });

  it('refuses a private extended key and text that is no extended key', () => {
    const xprv = root.derive("m/44'/60'/0'").privateExtendedKey;
    expect(deriveAddress('ERC20', xprv, 0)).toEqual({ ok: false, reason: 'private' });
    expect(deriveAddress('ERC20', `${ethereumXpub.slice(0, -1)}x`, 0)).toEqual({
      ok: false,
      reason: 'format',
    });
    expect(deriveAddress('ERC20', '', 0)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('parseXpub', () => {
  it('reports the depth of an account key', () => {
    const parsed = parseXpub(ethereumXpub);
    expect(parsed.ok && parsed.depth).toBe(3);
  });
});
