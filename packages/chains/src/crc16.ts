/**
 * CRC-16/XMODEM (polynomial 0x1021, initial 0, no reflection), the checksum of TON's user-friendly
 * addresses. None of the hash libraries we use (@noble, @scure) carries a CRC, and a dependency
 * for these eight lines would be a larger risk than they are; crc16.test.ts checks the catalogue's
 * check value (CRC of "123456789" = 0x31C3) and the TON documentation's addresses.
 */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}
