import { siteCalendarDateOf, useSiteTimeZone } from '../format/site-time.ts';
import { localStore } from '@lottery/client-kit';
import { storageKeys } from '../storage/storage-keys.ts';

/** The site calendar date, YYYY-MM-DD: "hide award notices today" ends at midnight site time. */
const siteDateKey = (date: Date) =>
  siteCalendarDateOf(date.getTime(), useSiteTimeZone.getState().timeZone);

export function isAwardNotifyHiddenOn(date: Date): boolean {
  return localStore.get<string>(storageKeys.hideAwardNotifyDay) === siteDateKey(date);
}

/** Remembers the day only, so the next day the popups come back without anyone clearing it. */
export function hideAwardNotifyOn(date: Date): void {
  localStore.set(storageKeys.hideAwardNotifyDay, siteDateKey(date));
}
