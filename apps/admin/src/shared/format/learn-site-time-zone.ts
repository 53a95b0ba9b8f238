import { ZWebSiteInfo } from '@lottery/contracts';
import { apiGet } from '../api/client.ts';
import { setSiteTimeZone } from './site-time.ts';

/**
 * Asks the server for the site's zone once at start (a public route, so before login too);
 * times show in the default zone until it answers, and stay so if it cannot.
 */
export async function learnSiteTimeZone(): Promise<void> {
  try {
    const info = await apiGet('/api/WebSiteInfo/GetInfo', ZWebSiteInfo);
    setSiteTimeZone(info.TimeZone);
  } catch {
    // The default zone stands.
  }
}
