import { describe, expect, it } from 'vitest';
import { addBlockOf } from './add-block.ts';

const ok = {
  ok: true as const,
  units: 2,
  amount: 4000n,
  group: 1800,
  rebate: 0n,
  prizes: {},
  maxMultiple: 2,
};
const state = {
  isPicked: true,
  isNormalising: false,
  priced: ok,
  hasIssue: true,
  maxStake: 10n ** 9n,
};

describe('addBlockOf', () => {
  it('lets a priced pick with an issue on sale through', () => {
    expect(addBlockOf(state)).toBeUndefined();
  });

  it('asks for a pick first', () => {
    expect(addBlockOf({ ...state, isPicked: false, isNormalising: true })).toEqual({
      kind: 'pick',
    });
  });

  it('says the numbers are being checked while they are, priced yet or not', () => {
    expect(addBlockOf({ ...state, isNormalising: true })).toEqual({ kind: 'normalising' });
    expect(addBlockOf({ ...state, isNormalising: true, priced: undefined })).toEqual({
      kind: 'normalising',
    });
  });

  it('then the fault, the issue and the stake limit', () => {
    const fault = { code: 'tooFew', at: 'entries' } as const;
    expect(addBlockOf({ ...state, priced: { ok: false, fault } })).toEqual({
      kind: 'fault',
      fault,
    });
    expect(addBlockOf({ ...state, hasIssue: false })).toEqual({ kind: 'noIssue' });
    expect(addBlockOf({ ...state, maxStake: 3999n })).toEqual({
      kind: 'overStake',
      maxStake: 3999n,
    });
  });
});
