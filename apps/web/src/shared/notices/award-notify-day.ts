import { localStore, storageKeys } from '../storage/local-store.ts';

/** The local calendar date, YYYY-MM-DD: "hide award notices today" ends at local midnight. */
export function localDateKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function isAwardNotifyHiddenOn(date: Date): boolean {
  return localStore.get<string>(storageKeys.hideAwardNotifyDay) === localDateKey(date);
}

/** Remembers the day only, so the next day the popups come back without anyone clearing it. */
export function hideAwardNotifyOn(date: Date): void {
  localStore.set(storageKeys.hideAwardNotifyDay, localDateKey(date));
}
