import { betStates } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { recordsEn } from '../../../shared/i18n/locales/sections/records.en.ts';
import { recordsZhCN } from '../../../shared/i18n/locales/sections/records.zh-CN.ts';
import { betStateNameOf, betStateNames } from './bet-state.ts';

describe('bet states', () => {
  it('names a held win (4) "under review" in both languages', () => {
    expect(betStateNameOf(betStates.underReview)).toBe('underReview');
    expect(recordsZhCN.bets.states.underReview).toBe('审核中');
    expect(recordsEn.bets.states.underReview).toBe('Under review');
  });

  it('has a text for every state in both languages', () => {
    for (const name of betStateNames) {
      expect(recordsZhCN.bets.states[name]).toBeTruthy();
      expect(recordsEn.bets.states[name]).toBeTruthy();
    }
  });
});
