import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNumber, normaliseCardNumber, passesLuhn } from './card-number.ts';

/** The digit that makes `body` pass Luhn, computed the long way (to check passesLuhn against). */
function luhnDigitFor(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const doubled = [...`${body}${digit}`]
      .reverse()
      .map((char, i) => (i % 2 === 1 ? Number(char) * 2 : Number(char)))
      .map((value) => (value > 9 ? value - 9 : value));
    if (doubled.reduce((a, b) => a + b, 0) % 10 === 0) return String(digit);
  }
  throw new Error('no digit');
}

describe('card numbers', () => {
  it('knows the published test card number and a one-digit typo of it', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('every body completed with its check digit passes, and any other last digit fails', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15,18}$/),
        fc.integer({ min: 1, max: 9 }),
        (body, shift) => {
          const good = luhnDigitFor(body);
          expect(passesLuhn(`${body}${good}`)).toBe(true);
          const bad = String((Number(good) + shift) % 10);
          expect(passesLuhn(`${body}${bad}`)).toBe(false);
        },
      ),
    );
  });

  it('normalises separators, checks length per rule and Luhn only for banks that use it', () => {
    const valid = `622202123456789012${luhnDigitFor('622202123456789012')}`;
    expect(normaliseCardNumber('ICBC', valid.replace(/(\d{4})/g, '$1 '))).toEqual({
      ok: true,
      value: valid,
    });
    expect(normaliseCardNumber('NOPE', valid)).toMatchObject({ error: 'PayoutBankUnknown' });
    expect(normaliseCardNumber('ICBC', '123456789012345')).toMatchObject({
      error: 'PayoutCardNumberFormat',
    });
    expect(normaliseCardNumber('ICBC', '12345678901234567890')).toMatchObject({
      error: 'PayoutCardNumberFormat',
    });
    const typo = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;
    expect(normaliseCardNumber('ICBC', typo)).toMatchObject({ error: 'PayoutCardNumberChecksum' });
    expect(normaliseCardNumber('RCC', typo)).toEqual({ ok: true, value: typo });
    expect(maskNumber(valid)).toBe(`****${valid.slice(-4)}`);
  });
});
