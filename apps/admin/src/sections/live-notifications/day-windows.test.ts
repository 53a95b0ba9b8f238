import { describe, expect, it } from 'vitest';
import { formatWindows, parseWindows } from './day-windows.ts';

describe('daily windows as text', () => {
  it('reads and writes HH:mm-HH:mm lines in ms since site midnight', () => {
    const windows = parseWindows('10:00-12:00\n\n 19:30 - 24:00 ');
    expect(windows).toEqual([
      { Start: 36_000_000, End: 43_200_000 },
      { Start: 70_200_000, End: 86_400_000 },
    ]);
    expect(formatWindows(windows!)).toBe('10:00-12:00\n19:30-24:00');
  });

  it.each(['10-12', '10:00', '25:00-26:00', '10:60-11:00', '24:30-24:45', '1:00-2:00-3:00'])(
    'refuses %s',
    (text) => {
      expect(parseWindows(text)).toBeNull();
    },
  );
});
