import { useTranslation } from 'react-i18next';
import {
  formatSiteClock,
  formatSiteDateTime,
  formatSiteDateTimeWithZone,
  useSiteTimeZone,
} from './site-time.ts';

/** The site-time formatters in the page's language; re-renders when the site zone arrives. */
export function useSiteTime() {
  const { i18n } = useTranslation();
  const timeZone = useSiteTimeZone((state) => state.timeZone);
  const { language } = i18n;
  return {
    dateTime: (epochMs: number) => formatSiteDateTime(epochMs, language, timeZone),
    dateTimeWithZone: (epochMs: number) => formatSiteDateTimeWithZone(epochMs, language, timeZone),
    clock: (epochMs: number) => formatSiteClock(epochMs, language, timeZone),
  };
}
