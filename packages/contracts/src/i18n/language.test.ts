import { describe, expect, it } from 'vitest';
import { formatText, pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en', 'en'],
    ['en-GB,en;q=0.8', 'en'],
    ['zh-TW,en;q=0.5', 'zh-CN'],
    ['fr-FR,en;q=0.7,zh;q=0.9', 'zh-CN'],
    ['fr-FR,de;q=0.5', 'zh-CN'],
    ['zh;q=0, en;q=0.1', 'en'],
    ['EN-us', 'en'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('formatText', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(formatText('retry in {s} s, {unknown}', { s: 30 })).toBe('retry in 30 s, {unknown}');
  });
});
