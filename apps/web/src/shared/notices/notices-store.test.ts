import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetOptions } from '../bet-options/bet-options-store.ts';
import { readBetOptions } from '../bet-options/bet-options.ts';
import { storageKeys } from '../storage/storage-keys.ts';
import {
  closeWinNotice,
  hideWinNoticesToday,
  showWinNotice,
  toast,
  useNotices,
  warn,
  type TWinNotice,
} from './notices-store.ts';

const win = (n: number): TWinNotice => ({
  LotteryName: '重庆时时彩',
  BetTypeName: '五星直选',
  IssueSerialNumber: `20260310-0${n}`,
  WinningNumber: '1,2,3,4,5',
  SerialNumber: `B${n}`,
  Prize: 1950.5,
});

beforeEach(() => {
  // 21:00 on 2026-03-10 site time (UTC+8).
  vi.useFakeTimers({ now: Date.UTC(2026, 2, 10, 13, 0) });
  localStorage.clear();
  useBetOptions.setState({ options: readBetOptions(null) });
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('disappear after 5 s, not before', () => {
    toast('saved');
    vi.advanceTimersByTime(4_999);
    expect(useNotices.getState().toasts.map((t) => t.text)).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(useNotices.getState().toasts).toEqual([]);
  });

  it('each lasts its own 5 s', () => {
    toast('first');
    vi.advanceTimersByTime(3_000);
    toast('second');
    vi.advanceTimersByTime(2_000);
    expect(useNotices.getState().toasts.map((t) => t.text)).toEqual(['second']);
  });
});

describe('toast warnings', () => {
  it('show at most 5: the oldest drops', () => {
    for (let i = 1; i <= 7; i += 1) warn(i % 2 ? 'error' : 'success', `w${i}`);
    const shown = useNotices.getState().warnings;
    expect(shown.map((w) => w.text)).toEqual(['w3', 'w4', 'w5', 'w6', 'w7']);
    expect(shown.map((w) => w.kind)).toEqual(['error', 'success', 'error', 'success', 'error']);
  });

  it('expire after 5 s', () => {
    warn('warning', 'careful');
    vi.advanceTimersByTime(4_999);
    expect(useNotices.getState().warnings).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNotices.getState().warnings).toEqual([]);
  });
});

describe('win notices', () => {
  it('queue past the three shown, and the next comes up when one closes', () => {
    for (let i = 1; i <= 4; i += 1) expect(showWinNotice(win(i))).toBe(true);
    const wins = () => useNotices.getState().wins;
    expect(wins()).toHaveLength(4);
    closeWinNotice(wins()[0]?.id ?? -1);
    expect(wins().map((w) => w.notice.SerialNumber)).toEqual(['B2', 'B3', 'B4']);
  });

  it('are suppressed when award notify is off in the bet options', () => {
    useBetOptions.getState().setOption('awardNotify', false);
    expect(showWinNotice(win(1))).toBe(false);
    expect(useNotices.getState().wins).toEqual([]);
  });

  it('"hide today" clears them and holds until midnight site time, whatever the browser zone, then they show again', () => {
    showWinNotice(win(1));
    hideWinNoticesToday();
    expect(useNotices.getState().wins).toEqual([]);
    expect(localStorage.getItem(storageKeys.hideAwardNotifyDay)).toBe('"2026-03-10"');
    expect(showWinNotice(win(2))).toBe(false);
    vi.setSystemTime(Date.UTC(2026, 2, 10, 15, 59, 59));
    expect(showWinNotice(win(3))).toBe(false);
    vi.setSystemTime(Date.UTC(2026, 2, 10, 16, 0, 0));
    expect(showWinNotice(win(4))).toBe(true);
    expect(useNotices.getState().wins.map((w) => w.notice.SerialNumber)).toEqual(['B4']);
  });
});
