import { describe, expect, it } from 'vitest';
import { lotteryCategories } from '../categories/lottery-categories.ts';
import { parseWinningNumber } from '../categories/winning-number.ts';
import { deriveLucky28Draw } from '../families/lucky28/lucky28-family.ts';
import {
  drawnFormatOf,
  fairIssueDraw,
  formatNumbers,
  issueNumberText,
  parseIssueResult,
} from './issue-draw.ts';
import { drawFromSeed } from './provably-fair.ts';

const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const entropy = '00000000000000000002b7c1f0e5d3a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e6';

describe('issue draws', () => {
  const drawable = lotteryCategories.filter((c) => c.format.kind === 'balls');

  it.each(drawable.map((c) => [c.id] as const))(
    'category %i: the winning number text parses back as that category',
    (categoryId) => {
      const { winningNumber } = fairIssueDraw(categoryId, seed, entropy);
      const parsed = parseWinningNumber(categoryId, winningNumber);
      expect(parsed.ok).toBe(true);
    },
  );

  it('is drawFromSeed with nonce 0, printed one digit per ball for 0-9 and two past 9', () => {
    const ssc = drawFromSeed(drawnFormatOf(1), seed, entropy, 0);
    expect(fairIssueDraw(1, seed, entropy).winningNumber).toBe(ssc.join(','));
    const pk10 = drawFromSeed(drawnFormatOf(14), seed, entropy, 0);
    expect(fairIssueDraw(14, seed, entropy).winningNumber).toBe(
      pk10.map((b) => String(b).padStart(2, '0')).join(','),
    );
  });

  it('draws Lucky 28 as a Keno draw and judges bets on the 3 derived digits', () => {
    const keno = drawFromSeed(drawnFormatOf(204), seed, entropy, 0);
    expect(keno).toHaveLength(20);
    const { originalWinningNumber, winningNumber } = fairIssueDraw(204, seed, entropy);
    expect(originalWinningNumber.split(',').map(Number)).toEqual(keno);
    expect(winningNumber).toBe(deriveLucky28Draw(keno).join(','));
  });

  it('refuses to draw a hash category in house, and prints a hash as lower-case hex', () => {
    expect(() => drawnFormatOf(93)).toThrow(RangeError);
    const hex = 'AB'.repeat(32);
    const numbers = [...hex].map((c) => parseInt(c, 16));
    expect(formatNumbers({ kind: 'hash', length: 64 }, numbers)).toBe(hex.toLowerCase());
    expect(issueNumberText(93, numbers).winningNumber).toBe(hex.toLowerCase());
  });

  it('reads outside results in any accepted spelling into the canonical text', () => {
    expect(parseIssueResult(1, '12345')).toEqual({
      ok: true,
      originalWinningNumber: '1,2,3,4,5',
      winningNumber: '1,2,3,4,5',
    });
    expect(parseIssueResult(14, '1 2 3 4 5 6 7 8 9 10')).toMatchObject({
      winningNumber: '01,02,03,04,05,06,07,08,09,10',
    });
    expect(parseIssueResult(1, '1,2,3')).toEqual({ ok: false, reason: 'length' });
    expect(parseIssueResult(14, '1,1,3,4,5,6,7,8,9,10')).toEqual({ ok: false, reason: 'repeat' });
    const lucky = parseIssueResult(204, Array.from({ length: 20 }, (_, i) => i + 1).join(','));
    expect(lucky).toMatchObject({ ok: true, winningNumber: '1,7,3' });
  });
});
