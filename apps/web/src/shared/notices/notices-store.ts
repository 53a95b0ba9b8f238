import { create } from 'zustand';
import { useBetOptions } from '../bet-options/bet-options-store.ts';
import { hideAwardNotifyOn, isAwardNotifyHiddenOn } from './award-notify-day.ts';

/** SPEC §9: toasts and toast warnings 5 s, at most 5 shown; win popups at most 3 shown. */
export const noticeLimits = {
  toastMs: 5000,
  toastMax: 5,
  warningMs: 5000,
  warningMax: 5,
  winShownMax: 3,
  /**
   * Wins past the three shown wait for a free place instead of pushing one away unread; a
   * player away from the screen during a long streak keeps the latest 20.
   */
  winQueueMax: 20,
} as const;

export type TWarningKind = 'error' | 'success' | 'warning';

/**
 * The win notification of SPEC §3, as the hub's BetAwardNotify brings it: its names in Chinese,
 * the site's default language, and in English beside them.
 */
export interface TWinNotice {
  LotteryName: string;
  BetTypeName: string;
  LotteryNameEn?: string;
  BetTypeNameEn?: string;
  IssueSerialNumber: string;
  WinningNumber: string;
  SerialNumber: string;
  Prize: number;
}

/** The hub's payload is untyped JSON: a popup shows only a complete win notification. */
export function isWinNotice(value: unknown): value is TWinNotice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const texts = [
    'LotteryName',
    'BetTypeName',
    'IssueSerialNumber',
    'WinningNumber',
    'SerialNumber',
  ];
  return texts.every((key) => typeof v[key] === 'string') && typeof v.Prize === 'number';
}

export interface TToast {
  id: number;
  text: string;
}
export interface TWarning {
  id: number;
  kind: TWarningKind;
  text: string;
}
export interface TWin {
  id: number;
  notice: TWinNotice;
}

interface TNoticesState {
  toasts: readonly TToast[];
  warnings: readonly TWarning[];
  /** Oldest first; the first winShownMax are on screen. */
  wins: readonly TWin[];
}

export const useNotices = create<TNoticesState>(() => ({ toasts: [], warnings: [], wins: [] }));

let nextId = 1;
const keepLast = <T>(items: readonly T[], max: number) => items.slice(-max);

export function dismissToast(id: number): void {
  useNotices.setState((s) => ({ toasts: s.toasts.filter((n) => n.id !== id) }));
}

export function dismissWarning(id: number): void {
  useNotices.setState((s) => ({ warnings: s.warnings.filter((n) => n.id !== id) }));
}

/** A plain notice for 5 s; past five, the oldest goes. */
export function toast(text: string): void {
  const id = nextId++;
  useNotices.setState((s) => ({
    toasts: keepLast([...s.toasts, { id, text }], noticeLimits.toastMax),
  }));
  setTimeout(() => dismissToast(id), noticeLimits.toastMs);
}

/** A top-right warning with its icon for 5 s; past five, the oldest goes. */
export function warn(kind: TWarningKind, text: string): void {
  const id = nextId++;
  useNotices.setState((s) => ({
    warnings: keepLast([...s.warnings, { id, kind, text }], noticeLimits.warningMax),
  }));
  setTimeout(() => dismissWarning(id), noticeLimits.warningMs);
}

/**
 * Called by the hub for each win. Returns false when suppressed: award notices turned off in the
 * bet options, or hidden for today (SPEC §4).
 */
export function showWinNotice(notice: TWinNotice, now: Date = new Date()): boolean {
  if (!useBetOptions.getState().options.awardNotify || isAwardNotifyHiddenOn(now)) return false;
  const id = nextId++;
  useNotices.setState((s) => ({
    wins: keepLast([...s.wins, { id, notice }], noticeLimits.winQueueMax),
  }));
  return true;
}

export function closeWinNotice(id: number): void {
  useNotices.setState((s) => ({ wins: s.wins.filter((w) => w.id !== id) }));
}

/** "Hide award notices today": closes every popup and suppresses new ones until local midnight. */
export function hideWinNoticesToday(now: Date = new Date()): void {
  hideAwardNotifyOn(now);
  useNotices.setState({ wins: [] });
}
