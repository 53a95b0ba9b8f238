import { describe, expect, it } from 'vitest';
import { validateEvmAddress } from './evm-address.ts';

// EIP-55's own test vectors (eips.ethereum.org/EIPS/eip-55, "Test Cases").
const checksummed = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('validateEvmAddress (ERC20, BSC)', () => {
  it.each(checksummed)('accepts the EIP-55 vector %s as is', (address) => {
    expect(validateEvmAddress(address)).toEqual({ ok: true, address });
  });

  it('accepts all-lower and all-upper case as unchecksummed and answers the EIP-55 form', () => {
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const lower = `0x${address.slice(2).toLowerCase()}`;
    const upper = `0x${address.slice(2).toUpperCase()}`;
    expect(validateEvmAddress(lower)).toEqual({ ok: true, address });
    expect(validateEvmAddress(upper)).toEqual({ ok: true, address });
  });

  it('refuses a mixed-case address whose case is wrong as a checksum error', () => {
    // One letter's case flipped: a typo EIP-55 exists to catch.
    expect(validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it.each([
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'prefix'],
    ['0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'prefix'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'length'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', 'length'],
    ['0x', 'length'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'format'],
    [' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', 'prefix'],
  ])('refuses %j (%s)', (address, reason) => {
    expect(validateEvmAddress(address)).toEqual({ ok: false, reason });
  });
});
