import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSolanaAddress } from './solana-address.ts';

// Solana's documented addresses: the USDT (SPL) mint and the SPL Token program.
const usdtMint = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY9Dn1pYrRmvMskL';
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const onCurve = (bytes: Uint8Array) => {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('validateSolanaAddress', () => {
  it.each([usdtMint, tokenProgram])('accepts %s', (address) => {
    expect(validateSolanaAddress(address)).toEqual({ ok: true, address });
  });

  it('accepts any ed25519 public key in base58', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (secret) => {
        const address = base58.encode(ed25519.getPublicKey(secret));
        expect(validateSolanaAddress(address)).toEqual({ ok: true, address });
      }),
    );
  });

  it('refuses 32 bytes that are not a curve point (a program-derived address) as format', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => !onCurve(bytes)),
        (bytes) => {
          expect(validateSolanaAddress(base58.encode(bytes))).toEqual({
            ok: false,
            reason: 'format',
          });
        },
      ),
    );
  });

  it.each([
    [usdtMint.slice(0, 40), 'length'],
    [`${usdtMint}1`, 'length'],
    ['', 'length'],
    [`${usdtMint.slice(0, 43)}0`, 'format'],
    [`${usdtMint.slice(0, 43)}O`, 'format'],
    [`${usdtMint.slice(0, 43)}l`, 'format'],
  ])('refuses %j (%s)', (address, reason) => {
    expect(validateSolanaAddress(address)).toEqual({ ok: false, reason });
  });
});
