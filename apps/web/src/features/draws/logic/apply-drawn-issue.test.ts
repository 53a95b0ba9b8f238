import { describe, expect, it } from 'vitest';
import { day0, drawn, infoAt } from '../testing/draws-fixtures.ts';
import { applyDrawnIssue } from './apply-drawn-issue.ts';
import { gamePhaseOf } from './game-phase.ts';

describe('applyDrawnIssue', () => {
  it('makes the event the last issue and ends the wait for its result', () => {
    const info = infoAt(day0 + 121_000, 1); // issue 2 sealed and due, issue 3 open
    const clock = { clientNowMs: day0 + 121_000, serverOffsetMs: 0 };
    expect(gamePhaseOf(info, clock).pendingIssue?.SerialNumber).toBe('20260310-0002');
    const next = applyDrawnIssue(info, drawn(2, '9,8,7,6,5'));
    expect(next.LastIssue?.WinningNumber).toBe('9,8,7,6,5');
    expect(next.OldIssues?.[0]?.State).toBe('drawn');
    expect(gamePhaseOf(next, clock).pendingIssue).toBeUndefined();
  });

  it('keeps a newer last issue when an older event arrives late', () => {
    const info = infoAt(day0 + 200_000, 3);
    expect(applyDrawnIssue(info, drawn(2)).LastIssue?.SerialNumber).toBe('20260310-0003');
  });

  it('keeps the recent issues newest first and as long as they were', () => {
    const info = { ...infoAt(day0 + 200_000, 2), RecentIssues: [drawn(2), drawn(1)] };
    const next = applyDrawnIssue(info, drawn(3));
    expect(next.RecentIssues?.map((issue) => issue.SerialNumber)).toEqual([
      '20260310-0003',
      '20260310-0002',
    ]);
  });
});
