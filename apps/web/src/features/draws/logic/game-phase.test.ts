import { describe, expect, it } from 'vitest';
import { day0, drawn, gameInfo, infoAt, issueAt } from '../testing/draws-fixtures.ts';
import {
  cataloguePhaseOf,
  countdownMsAt,
  gamePhaseOf,
  isAwaitingResult,
  phaseKeyOf,
  shownIssueOf,
} from './game-phase.ts';

const at = (info: ReturnType<typeof infoAt>, clientNowMs: number, serverOffsetMs = 0) =>
  gamePhaseOf(info, { clientNowMs, serverOffsetMs });

describe('gamePhaseOf', () => {
  // Issue 2 runs [day0 + 60 s, day0 + 115 s) and draws at day0 + 120 s; issue 1 is drawn.
  const info = infoAt(day0 + 70_000, 1);

  it('is open with the countdown to the seal', () => {
    const state = at(info, day0 + 70_000);
    expect(state.phase).toBe('open');
    expect(state.currentIssue?.SerialNumber).toBe('20260310-0002');
    expect(countdownMsAt(state, day0 + 70_000)).toBe(45_000);
    expect(state.nextDrawAtMs).toBe(day0 + 120_000);
    expect(state.pendingIssue).toBeUndefined();
  });

  it('is sealed between the close and the draw, counting down to the draw', () => {
    const state = at(info, day0 + 116_500);
    expect(state.phase).toBe('sealed');
    expect(state.pendingIssue?.SerialNumber).toBe('20260310-0002');
    expect(shownIssueOf(state)?.SerialNumber).toBe('20260310-0002');
    expect(countdownMsAt(state, day0 + 116_500)).toBe(3_500);
  });

  it('moves on to the next issue once the draw time passes, awaiting the result', () => {
    const state = at(info, day0 + 121_000);
    expect(state.phase).toBe('open');
    expect(state.currentIssue?.SerialNumber).toBe('20260310-0003');
    expect(state.pendingIssue?.SerialNumber).toBe('20260310-0002');
    expect(countdownMsAt(state, day0 + 121_000)).toBe(54_000);
  });

  it('is drawing when the draw is due and no next issue is open', () => {
    // A game whose next issue starts later than the draw (a gap in the schedule).
    const gap = gameInfo({
      LastIssue: drawn(1),
      OldIssues: [issueAt(2)],
      CurrentIssue: issueAt(2),
      Issues: [issueAt(2), issueAt(4)],
    });
    const state = at(gap, day0 + 125_000);
    expect(state.phase).toBe('drawing');
    expect(state.countdownEndsAtMs).toBeNull();
    expect(state.pendingIssue?.SerialNumber).toBe('20260310-0002');
  });

  it('is waiting, counting down to the next start, once the result is in', () => {
    const gap = gameInfo({
      LastIssue: drawn(2),
      OldIssues: [drawn(2)],
      Issues: [issueAt(4)],
    });
    const state = at(gap, day0 + 150_000);
    expect(state.phase).toBe('waiting');
    expect(state.currentIssue?.SerialNumber).toBe('20260310-0004');
    expect(countdownMsAt(state, day0 + 150_000)).toBe(30_000);
  });

  it('is waiting without a countdown when no issue is known', () => {
    const state = at(gameInfo({ LastIssue: drawn(2), Issues: [], CurrentIssue: null }), day0);
    expect(state).toMatchObject({
      phase: 'waiting',
      countdownEndsAtMs: null,
      currentIssue: undefined,
    });
  });

  it('reads the server clock: an offset moves every countdown', () => {
    // The client clock is 10 s behind the server.
    expect(countdownMsAt(at(info, day0 + 60_000, 10_000), day0 + 60_000)).toBe(45_000);
    expect(at(info, day0 + 106_000, 10_000).phase).toBe('sealed');
  });

  it('derives the countdown from the clock alone, so a tab that slept is right on waking', () => {
    const before = at(info, day0 + 70_000);
    const after = at(info, day0 + 70_000 + 30_000);
    expect(before.countdownEndsAtMs).toBe(after.countdownEndsAtMs);
    expect(countdownMsAt(before, day0 + 70_000) - countdownMsAt(after, day0 + 100_000)).toBe(
      30_000,
    );
  });

  it('takes maintenance, offline and instant from the game state', () => {
    expect(at(gameInfo({ GameState: 1, IsMaintain: true }), day0).phase).toBe('maintenance');
    expect(at(gameInfo({ GameState: 2 }), day0).phase).toBe('offline');
    expect(at(gameInfo({ GameState: 3, IsOfficialOffline: true }), day0).phase).toBe('offline');
    expect(at(gameInfo({ IsMiaoMiao: true }), day0).phase).toBe('instant');
    expect(at(gameInfo({ GameState: undefined, IsMaintain: true }), day0).phase).toBe(
      'maintenance',
    );
  });

  it('falls back to the catalogue for instant games only', () => {
    expect(cataloguePhaseOf({ DrawSource: 'instant', GameState: 0 })?.phase).toBe('instant');
    expect(cataloguePhaseOf({ DrawSource: 'instant', GameState: 1 })?.phase).toBe('maintenance');
    expect(cataloguePhaseOf({ DrawSource: 'fair', GameState: 0 })).toBeUndefined();
  });

  it('changes its key when an issue closes, but not from one tick to the next', () => {
    const key = (ms: number) => phaseKeyOf(at(info, ms));
    expect(key(day0 + 70_000)).toBe(key(day0 + 71_000));
    expect(key(day0 + 114_000)).not.toBe(key(day0 + 116_000));
  });

  it('awaits a due result for two minutes after its draw time', () => {
    // Issue 2 draws at +120 s.
    expect(isAwaitingResult(at(info, day0 + 116_000), day0 + 116_000)).toBe(false);
    const due = at(info, day0 + 121_000);
    expect(isAwaitingResult(due, day0 + 121_000)).toBe(true);
    expect(isAwaitingResult(due, day0 + 239_000)).toBe(true);
    expect(isAwaitingResult(due, day0 + 240_000)).toBe(false);
  });
});
