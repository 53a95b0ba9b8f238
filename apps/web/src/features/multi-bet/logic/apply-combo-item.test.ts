import { describe, expect, it } from 'vitest';
import { day0, drawn, infoAt, issueAt } from '../testing/multi-bet-fixtures.ts';
import { gamePhaseOf } from '../draws-parts.ts';
import { applyComboItem } from './apply-combo-item.ts';

const clockAt = (ms: number) => ({ clientNowMs: day0 + ms, serverOffsetMs: 0 });

describe('applyComboItem', () => {
  it('ends the drawing phase and moves on to the pushed current issue', () => {
    // Fetched at +100 s: issue 2 open, 1 drawn. At +121 s issue 2 awaits its result.
    const before = infoAt(day0 + 100_000, 1);
    expect(gamePhaseOf(before, clockAt(121_000))).toMatchObject({
      phase: 'open',
      pendingIssue: { SerialNumber: '20260310-0002' },
    });
    const after = applyComboItem(before, {
      GameId: 2,
      GameState: 0,
      CurrentIssue: issueAt(3),
      LastIssue: drawn(2),
      FinishedIssue: drawn(2),
    });
    const state = gamePhaseOf(after, clockAt(121_000));
    expect(state).toMatchObject({ phase: 'open', currentIssue: { SerialNumber: '20260310-0003' } });
    expect(state.pendingIssue).toBeUndefined();
    expect(after.LastIssue?.SerialNumber).toBe('20260310-0002');
    // Issue 4, known before the push, stays: the tile moves on by itself at issue 3's seal.
    expect(gamePhaseOf(after, clockAt(181_000)).currentIssue?.SerialNumber).toBe('20260310-0004');
  });

  it('takes a cancelled issue off the drawing phase and keeps the last drawn result', () => {
    const before = infoAt(day0 + 100_000, 1);
    const cancelled = issueAt(2, { State: 'cancelled' });
    const after = applyComboItem(before, {
      GameId: 2,
      GameState: 0,
      CurrentIssue: issueAt(3),
      LastIssue: drawn(1),
      FinishedIssue: cancelled,
    });
    expect(after.LastIssue?.SerialNumber).toBe('20260310-0001');
    expect(gamePhaseOf(after, clockAt(121_000)).pendingIssue).toBeUndefined();
  });

  it('applies a state change', () => {
    const after = applyComboItem(infoAt(day0 + 100_000, 1), {
      GameId: 2,
      GameState: 1,
      CurrentIssue: issueAt(2),
      LastIssue: drawn(1),
      FinishedIssue: null,
    });
    expect(after).toMatchObject({ GameState: 1, IsMaintain: true, IsOfficialOffline: false });
    expect(gamePhaseOf(after, clockAt(101_000)).phase).toBe('maintenance');
  });
});
