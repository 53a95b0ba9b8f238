import { describe, expect, it } from 'vitest';
import { dayRangeOf, figuresOf } from './report-figures.ts';

describe('report figures', () => {
  it('derive GGR and profit exactly from summed columns (pg returns bigint sums as text)', () => {
    expect(
      figuresOf({ tickets: '3', turnover: '240000', prize: '193050', rebate: '2400' }),
    ).toEqual({
      Tickets: 3,
      Turnover: 240_000n,
      Prize: 193_050n,
      Rebate: 2_400n,
      Ggr: 46_950n,
      Profit: 44_550n,
    });
    expect(figuresOf(undefined)).toMatchObject({ Tickets: 0, Turnover: 0n, Profit: 0n });
  });

  it('turn site dates into day numbers and epoch bounds (UTC+8 midnights)', () => {
    const range = dayRangeOf('2026-03-01', '2026-03-02', 92);
    expect(range).toEqual({
      ok: true,
      value: {
        firstDay: 20_513,
        lastDay: 20_514,
        fromMs: Date.UTC(2026, 1, 28, 16),
        toMs: Date.UTC(2026, 2, 2, 16),
      },
    });
    expect(dayRangeOf('2026-03-02', '2026-03-01', 92)).toMatchObject({
      ok: false,
      error: 'ReportDateRangeInvalid',
    });
    expect(dayRangeOf('2026-01-01', '2026-12-31', 92)).toMatchObject({
      ok: false,
      error: 'ReportDateRangeTooLong',
    });
  });
});
