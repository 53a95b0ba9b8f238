import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './describe-issue.ts';
import { queryInt } from './query-int.ts';

describe('queryInt', () => {
  const page = queryInt(1, 100);

  it('reads digits and numbers within the range', () => {
    expect(page.parse('7')).toBe(7);
    expect(page.parse(100)).toBe(100);
    expect(queryInt(-5, 5).parse('-5')).toBe(-5);
  });

  it('refuses white space and control characters that Number() would trim', () => {
    for (const text of ['1\u000b', ' 1', '1 ', '1\n', '\t1', '', '1e2', '0x1', '1.0', '+1'])
      expect(page.safeParse(text).success, JSON.stringify(text)).toBe(false);
  });

  it('refuses what is out of range or not whole', () => {
    for (const value of ['0', '101', 1.5, '99999999999999999'])
      expect(page.safeParse(value).success).toBe(false);
  });

  it('answers a control character with the text rule and other text with format, on its field', () => {
    const query = z.object({ PageIndex: page });
    const ruleOf = (PageIndex: unknown) => {
      const [issue] = query.safeParse({ PageIndex }).error?.issues ?? [];
      return issue && describeIssue(issue, 'en');
    };
    expect(ruleOf('1\u0000')).toMatchObject({ field: 'PageIndex', rule: 'text.plain' });
    expect(ruleOf('12a')).toMatchObject({ field: 'PageIndex', rule: 'format' });
    expect(ruleOf(true)).toMatchObject({ field: 'PageIndex' });
  });
});
