import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToBytes, hmacSha256Hex, sha256Hex } from './sha256.ts';

const reference = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const repeat = (byte: number, length: number) => new Uint8Array(length).fill(byte);

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('matches the FIPS 180-4 vector for %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });

  // Lengths around the padding boundaries (55/56 bytes, one and two blocks) and hash-sized input.
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 192, 500])(
    'matches node:crypto for %i characters',
    (length) => {
      const text = Array.from({ length }, (_, i) => '0123456789abcdef'[(i * 7) % 16]).join('');
      expect(sha256Hex(text)).toBe(reference(text));
    },
  );

  it('hashes bytes and UTF-8 strings like node:crypto', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 300 }),
        fc.string({ unit: 'grapheme' }),
        (bytes, text) => {
          expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
          expect(sha256Hex(text)).toBe(reference(text));
        },
      ),
    );
  });
});

describe('hmacSha256Hex (RFC 4231)', () => {
  const longKey = repeat(0xaa, 131);
  it.each([
    [
      'case 1',
      repeat(0x0b, 20),
      'Hi There',
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    ],
    [
      'case 2',
      'Jefe',
      'what do ya want for nothing?',
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    [
      'case 3',
      repeat(0xaa, 20),
      repeat(0xdd, 50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    ],
    [
      'case 4',
      hexToBytes('0102030405060708090a0b0c0d0e0f10111213141516171819'),
      repeat(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      'case 6',
      longKey,
      'Test Using Larger Than Block-Size Key - Hash Key First',
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      'case 7',
      longKey,
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ])('%s', (_, key, message, mac) => {
    expect(hmacSha256Hex(key, message)).toBe(mac);
  });

  it('matches node:crypto for keys and messages of any length', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }),
        fc.uint8Array({ maxLength: 200 }),
        (key, message) => {
          expect(hmacSha256Hex(key, message)).toBe(
            createHmac('sha256', key).update(message).digest('hex'),
          );
        },
      ),
    );
  });
});

describe('hexToBytes', () => {
  it('reads even-length hex of either case and rejects anything else', () => {
    expect([...hexToBytes('00fFa1')]).toEqual([0, 255, 161]);
    expect(hexToBytes('')).toHaveLength(0);
    for (const bad of ['0', 'zz', '0x00', ' 00']) expect(() => hexToBytes(bad)).toThrow(RangeError);
  });
});
