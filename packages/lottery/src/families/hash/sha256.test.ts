import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

const reference = (text: string) => createHash('sha256').update(text, 'latin1').digest('hex');

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 example', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  // Lengths around the padding boundaries (55/56 bytes, one and two blocks) and hash-sized input.
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 192, 500])(
    'matches node:crypto for %i characters',
    (length) => {
      const text = Array.from({ length }, (_, i) => '0123456789abcdef'[(i * 7) % 16]).join('');
      expect(sha256Hex(text)).toBe(reference(text));
    },
  );
});
