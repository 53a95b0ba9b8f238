import { passwordLength } from './rules.ts';

const commonPasswords = new Set([
  'password1',
  'password123',
  'passw0rd',
  'qwerty123',
  'qwertyuiop1',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'iloveyou1',
  'admin123',
  'admin1234',
  'welcome1',
  'woaini1314',
  'qq123456',
  'demo2026',
]);

/** Longest run of consecutive ascending or descending characters (abc, 321). */
function longestRun(value: string): number {
  let best = 1;
  let up = 1;
  let down = 1;
  for (let i = 1; i < value.length; i += 1) {
    const step = value.charCodeAt(i) - value.charCodeAt(i - 1);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    best = Math.max(best, up, down);
  }
  return best;
}

/** True when the password has both letters and digits and the length the rule states. */
export function followsPasswordRule(password: string): boolean {
  return (
    password.length >= passwordLength.min &&
    password.length <= passwordLength.max &&
    /[A-Za-z]/.test(password) &&
    /[0-9]/.test(password) &&
    /^[\x21-\x7e]+$/.test(password)
  );
}

/** True when a unit of one to three characters repeats to cover six or more (ababab, 123123). */
function hasLongRepetition(value: string): boolean {
  return [...value.matchAll(/(.{1,3})\1+/g)].some((match) => match[0].length >= 6);
}

/**
 * "Too simple" (SPEC §5): few distinct characters, a run such as 123456 or abcdef, a short
 * unit repeated (ababab), or a well-known password. Checked case-insensitively.
 */
export function isTooSimplePassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 3) return true;
  if (longestRun(lower) >= 6 || hasLongRepetition(lower)) return true;
  return commonPasswords.has(lower);
}
