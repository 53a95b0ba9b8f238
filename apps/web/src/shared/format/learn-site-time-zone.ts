import type { TWebSiteInfo } from '@lottery/contracts';
import { apiGet } from '../api/http-client.ts';
import { setSiteTimeZone } from './site-time.ts';

/**
 * Asks the server for the site's zone once at start (public, so before and after login alike);
 * times show in the default zone until it answers, and stay so if it cannot.
 */
export async function learnSiteTimeZone(): Promise<void> {
  try {
    const info = await apiGet<TWebSiteInfo>('/api/WebSiteInfo/GetInfo');
    setSiteTimeZone(info.TimeZone);
  } catch {
    // The default zone stands; the failed call has been routed like any other.
  }
}
