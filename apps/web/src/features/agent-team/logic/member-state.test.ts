import { describe, expect, it } from 'vitest';
import { hasBehaviour, memberStateOf } from './member-state.ts';

describe('memberStateOf', () => {
  it('names disabled before betting off, and normal for other flags', () => {
    expect(memberStateOf(0)).toBe('normal');
    expect(memberStateOf(1 << 4)).toBe('normal');
    expect(memberStateOf(1 << 1)).toBe('betDisabled');
    expect(memberStateOf(1 | (1 << 1))).toBe('disabled');
  });
});

describe('hasBehaviour', () => {
  it('reads the bit of each behaviour', () => {
    expect(hasBehaviour(1 << 18, 'chatDisabled')).toBe(true);
    expect(hasBehaviour(1 << 9, 'transferDailyPayAllowed')).toBe(true);
    expect(hasBehaviour(1 << 8, 'transferDailyPayAllowed')).toBe(false);
  });
});
