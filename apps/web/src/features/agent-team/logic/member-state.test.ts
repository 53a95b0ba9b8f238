import { describe, expect, it } from 'vitest';
import { memberStateOf } from './member-state.ts';

describe('memberStateOf', () => {
  it('names disabled before betting off, and normal for other flags', () => {
    expect(memberStateOf(0)).toBe('normal');
    expect(memberStateOf(1 << 4)).toBe('normal');
    expect(memberStateOf(1 << 1)).toBe('betDisabled');
    expect(memberStateOf(1 | (1 << 1))).toBe('disabled');
  });
});
