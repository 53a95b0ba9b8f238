import { describe, expect, it } from 'vitest';
import { streakDays } from './sign-in-calendar.tsx';

const tables = [1, 2, 3].map((base) => [
  { Amount: base, Weight: 1 },
  { Amount: base * 5, Weight: 1 },
]);

const summaryOf = (days: ReturnType<typeof streakDays>) =>
  days.map((day) => `${day.day}${day.isSigned ? 's' : ''}${day.isToday ? 't' : ''}`);

describe('streakDays', () => {
  it('makes today the day after the streak before signing in, the last one after', () => {
    expect(summaryOf(streakDays(tables, 1, false))).toEqual(['1s', '2t', '3']);
    expect(summaryOf(streakDays(tables, 2, true))).toEqual(['1s', '2st', '3']);
    expect(summaryOf(streakDays(tables, 0, false))).toEqual(['1t', '2', '3']);
  });

  it('stays on the last table past the end of the tables', () => {
    expect(summaryOf(streakDays(tables, 9, false))).toEqual(['1s', '2s', '3t']);
    expect(summaryOf(streakDays(tables, 9, true))).toEqual(['1s', '2s', '3st']);
  });

  it('gives each day its packet range', () => {
    expect(streakDays(tables, 0, false)[2]).toMatchObject({ min: 3, max: 15 });
  });
});
