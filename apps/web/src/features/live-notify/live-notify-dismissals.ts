import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../../shared/storage/storage-keys.ts';
import type { TDismissals } from './live-notify-schedule.ts';

/**
 * Dismissals survive a reload (they last until their window ends, SPEC §4); ended ones are
 * dropped on reading so the stored map does not grow.
 */
export function loadDismissals(nowMs: number): TDismissals {
  const stored = localStore.get<Record<string, unknown>>(storageKeys.dismissedLiveNotify);
  const live: Record<string, number> = {};
  for (const [key, untilMs] of Object.entries(stored ?? {})) {
    if (typeof untilMs === 'number' && untilMs > nowMs) live[key] = untilMs;
  }
  return live;
}

export function saveDismissals(dismissals: TDismissals): void {
  localStore.set(storageKeys.dismissedLiveNotify, dismissals);
}
