import { describe, expect, it } from 'vitest';
import { ZMultilineText, ZText } from './text.ts';

describe('ZMultilineText (announcement bodies, guides)', () => {
  it('keeps line breaks and tabs, which ZText refuses', () => {
    const body = '第一段\r\n\tsecond paragraph\nthird';
    expect(ZMultilineText.parse(body)).toBe(body);
    expect(ZText.safeParse(body).success).toBe(false);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s with the rule text.plain', (_what, text) => {
    const result = ZMultilineText.safeParse(text);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['text.plain']);
  });
});
