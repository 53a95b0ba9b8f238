import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { cashFlowGroups, cashFlowTypeNameOf, typesOfFilter } from './cash-flow-groups.ts';

describe('cash-flow type filter', () => {
  it('puts every known type in exactly one group', () => {
    const codes = cashFlowGroups.flatMap((group) => group.types.map((type) => type.code));
    expect(codes.sort()).toEqual(Object.values(cashFlowTypes).sort());
  });

  it('turns the select value into the Types the server takes', () => {
    expect(typesOfFilter('')).toBeUndefined();
    expect(typesOfFilter('group:rebates')).toEqual([201, 202]);
    expect(typesOfFilter('301')).toEqual([301]);
  });

  it('names known codes only', () => {
    expect(cashFlowTypeNameOf(103)).toBe('prize');
    expect(cashFlowTypeNameOf(555)).toBeNull();
  });
});
