import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { followsPasswordRule, isTooSimplePassword } from './password.ts';
import { passwordLength } from './rules.ts';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');

describe('password rule', () => {
  it('accepts any mix of letters and digits within the length bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(letter, digit), {
          minLength: passwordLength.min - 2,
          maxLength: passwordLength.max - 2,
        }),
        letter,
        digit,
        (middle, l, d) => followsPasswordRule([l, ...middle, d].join('')),
      ),
    );
  });

  it('refuses passwords without a letter or without a digit', () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 8, maxLength: 20 }),
        (d) => !followsPasswordRule(d.join('')),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(letter, { minLength: 8, maxLength: 20 }),
        (l) => !followsPasswordRule(l.join('')),
      ),
    );
  });

  it('refuses lengths outside the bounds, spaces and non-ASCII', () => {
    expect(followsPasswordRule('ab12cd3')).toBe(false);
    expect(followsPasswordRule(`a1${'x'.repeat(passwordLength.max - 1)}`)).toBe(false);
    expect(followsPasswordRule('abc 1234d')).toBe(false);
    expect(followsPasswordRule('密码abc12345')).toBe(false);
  });
});

describe('too simple', () => {
  it.each([
    'aaaa1111',
    '12345678a',
    'abcdefg12',
    'zyxwvu99',
    'Password123',
    'qq123456',
    'ababab12',
  ])('%s is too simple', (p) => {
    expect(isTooSimplePassword(p)).toBe(true);
  });
  it.each(['Bright2026sun', 'Sturdy2026pass', 'k9Lm2pQ7'])('%s is fine', (p) => {
    expect(isTooSimplePassword(p)).toBe(false);
  });
});
