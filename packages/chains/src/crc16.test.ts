import { utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { crc16Xmodem } from './crc16.ts';

describe('crc16Xmodem', () => {
  it('has the CRC catalogue check value (CRC-16/XMODEM of "123456789" = 0x31C3)', () => {
    expect(crc16Xmodem(utf8ToBytes('123456789'))).toBe(0x31c3);
  });

  it('is 0 for no bytes', () => {
    expect(crc16Xmodem(new Uint8Array())).toBe(0);
  });
});
