import { dividendRecordStates } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { dividendStateName, feeStateName, periodKindName } from './state-names.ts';

describe('state names', () => {
  it('names every dividend record state by its code', () => {
    for (const [name, code] of Object.entries(dividendRecordStates))
      expect(dividendStateName(code)).toBe(name);
  });

  it('names period kinds and fee states', () => {
    expect(periodKindName(1)).toBe('halfMonth');
    expect(periodKindName(2)).toBe('month');
    expect(feeStateName(1)).toBe('paid');
    expect(feeStateName(4)).toBe('notEnoughMoney');
  });
});
