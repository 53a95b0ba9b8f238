import { hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { tronBase58check, validateTronAddress } from './tron-address.ts';

// TRON developer docs (developers.tron.network, "Account": address formats): the same account as
// hex and base58check. And the USDT TRC20 contract, the address every TRC20 USDT transfer names.
const docsHex = '418840E6C55B9ADA326D211D818C34A994AECED808';
const docsBase58 = 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL';
const usdtContract = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('validateTronAddress (TRC20)', () => {
  it('accepts the documentation vector, whose base58check is the documented hex', () => {
    expect(tronBase58check.encode(hexToBytes(docsHex))).toBe(docsBase58);
    expect(validateTronAddress(docsBase58)).toEqual({ ok: true, address: docsBase58 });
    expect(validateTronAddress(usdtContract)).toEqual({ ok: true, address: usdtContract });
  });

  it('refuses a changed character as a checksum error', () => {
    // Last character changed within the alphabet: same length, same version, checksum broken.
    expect(validateTronAddress('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM')).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it('refuses another version byte as a prefix error', () => {
    // A Bitcoin-style version (0x00) over the same account, with a correct checksum.
    const other = tronBase58check.encode(hexToBytes(`00${docsHex.slice(2)}`));
    expect(validateTronAddress(other)).toEqual({ ok: false, reason: 'prefix' });
  });

  it('refuses a payload of another length (checksum right) as a length error', () => {
    const short = tronBase58check.encode(hexToBytes(docsHex.slice(0, 40)));
    const long = tronBase58check.encode(hexToBytes(`${docsHex}00`));
    expect(validateTronAddress(short)).toEqual({ ok: false, reason: 'length' });
    expect(validateTronAddress(long)).toEqual({ ok: false, reason: 'length' });
    expect(validateTronAddress('')).toEqual({ ok: false, reason: 'length' });
    expect(validateTronAddress(base58.encode(new Uint8Array(10)))).toEqual({
      ok: false,
      reason: 'length',
    });
  });

  it.each([
    'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe0',
    'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeI',
    'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqel',
    'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqe ',
  ])('refuses characters outside base58 (%j) as a format error', (address) => {
    expect(validateTronAddress(address)).toEqual({ ok: false, reason: 'format' });
  });
});
