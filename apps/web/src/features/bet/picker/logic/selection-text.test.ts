import { findBetType } from '@lottery/lottery';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { selectionText } from './selection-text.ts';

beforeAll(() => {
  initI18n('zh-CN');
});

const textOf = (id: string, selection: object, language = 'zh-CN') => {
  const type = findBetType(id);
  if (!type) throw new Error(id);
  return selectionText(type, selection, i18next.getFixedT(language), language);
};

describe('selectionText', () => {
  it('writes rows, two-digit balls, sums, items and positions', () => {
    expect(textOf('ssc.star5.direct', { rows: [[1, 2], [3], [4], [5], [6]] })).toBe(
      '12 | 3 | 4 | 5 | 6',
    );
    expect(textOf('ssc.fixed.digit', { rows: [[1], [], [], [], [9]] })).toBe('1 | - | - | - | 9');
    expect(textOf('11x5.front3.direct', { rows: [[1, 2], [3], [4, 11]] })).toBe(
      '01 02 | 03 | 04 11',
    );
    expect(textOf('k3.sum.sum', { sums: [10, 11] })).toBe('和值 10,11');
    expect(textOf('ssc.front3.special', { items: ['leopard', 'pair'] })).toBe('豹子,对子');
    expect(textOf('ssc.any2.group', { positions: [3, 4], rows: [[1, 2]] })).toBe('[十位个位] 12');
    expect(textOf('ssc.any2.group', { positions: [3, 4], rows: [[1, 2]] }, 'en')).toBe(
      '[Tens, Units] 12',
    );
  });

  it('lists the first 20 typed entries and counts the rest', () => {
    const entries = Array.from({ length: 25 }, (_, i) => String(10_000 + i));
    const text = textOf('ssc.star5.single', { entries });
    expect(text.startsWith('10000, 10001,')).toBe(true);
    expect(text.endsWith('10019 …共 25 注')).toBe(true);
  });
});
