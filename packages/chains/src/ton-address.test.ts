import { base64url } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { crc16Xmodem } from './crc16.ts';
import { validateTonAddress } from './ton-address.ts';

// TON documentation ("Smart contract addresses", user-friendly formats): one account
// 0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e in its four spellings.
const bounceable = 'EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF';
const nonBounceable = 'UQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPuwA';
const testnetBounceable = 'kQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPgpP';
const testnetNonBounceable = '0QDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPleK';
const raw = '0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e';

/** A user-friendly address from its parts, with a correct CRC: for the flag and workchain cases. */
const friendly = (tag: number, workchain: number, hash: Uint8Array) => {
  const bytes = new Uint8Array(36);
  bytes[0] = tag;
  bytes[1] = workchain;
  bytes.set(hash, 2);
  const crc = crc16Xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return base64url.encode(bytes);
};
const hash = base64url.decode(bounceable).subarray(2, 34);

describe('validateTonAddress', () => {
  it.each([bounceable, nonBounceable])('accepts the documentation vector %s', (address) => {
    expect(validateTonAddress(address)).toEqual({ ok: true, address });
  });

  it('accepts the standard base64 spelling (+ and /) as well as base64url', () => {
    const standard = bounceable.replaceAll('-', '+').replaceAll('_', '/');
    expect(validateTonAddress(standard)).toEqual({ ok: true, address: standard });
  });

  it('accepts the masterchain (workchain -1)', () => {
    const master = friendly(0x11, 0xff, hash);
    expect(validateTonAddress(master)).toEqual({ ok: true, address: master });
  });

  it.each([testnetBounceable, testnetNonBounceable])(
    'refuses the testnet spelling %s as a flags error',
    (address) => {
      expect(validateTonAddress(address)).toEqual({ ok: false, reason: 'flags' });
    },
  );

  it('refuses an unknown tag as a flags error', () => {
    expect(validateTonAddress(friendly(0x12, 0, hash))).toEqual({ ok: false, reason: 'flags' });
  });

  it('refuses a workchain other than 0 and -1 as a prefix error', () => {
    expect(validateTonAddress(friendly(0x11, 0x01, hash))).toEqual({
      ok: false,
      reason: 'prefix',
    });
  });

  it('refuses a changed character as a checksum error', () => {
    expect(validateTonAddress(`${bounceable.slice(0, 20)}x${bounceable.slice(21)}`)).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it.each([
    [raw, 'length'],
    [bounceable.slice(0, 47), 'length'],
    [`${bounceable}A`, 'length'],
    [`${bounceable.slice(0, 47)}*`, 'format'],
    [`${bounceable.slice(0, 46)}+-`, 'format'],
  ])('refuses %j (%s)', (address, reason) => {
    expect(validateTonAddress(address)).toEqual({ ok: false, reason });
  });
});
