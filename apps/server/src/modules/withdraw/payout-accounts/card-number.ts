import { bankCategoryOf } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';

/** Spaces and dashes a player types or pastes between digit groups. */
const separators = /[\s-]/g;

/** The Luhn (mod 10) check digit rule over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card number as stored: digits only, 16 to 19 of them, with a valid Luhn digit where the bank
 * uses one (bank-categories.ts says which and why).
 */
export function normaliseCardNumber(bankCode: string, input: string): TResult<string> {
  const bank = bankCategoryOf(bankCode);
  if (!bank) return fail('PayoutBankUnknown');
  const digits = input.replace(separators, '');
  if (!/^\d{16,19}$/.test(digits)) return fail('PayoutCardNumberFormat');
  if (bank.luhn && !passesLuhn(digits)) return fail('PayoutCardNumberChecksum');
  return succeed(digits);
}

/** What a listing shows of a card number, address or e-wallet account: its last 4. */
export const maskNumber = (number: string) => `****${number.slice(-4)}`;
