import { randomBytes } from 'node:crypto';

// 32 symbols without the look-alikes 0/O and 1/I: codes are read aloud and typed from screens,
// and with 32 symbols a byte's low five bits pick one without bias.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 8;

/** A fresh random invite code: 8 symbols, 40 bits. */
export function newInviteCode(): string {
  return Array.from(randomBytes(codeLength), (byte) => alphabet.charAt(byte & 31)).join('');
}
