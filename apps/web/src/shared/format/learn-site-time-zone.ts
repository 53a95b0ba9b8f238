import type { QueryClient } from '@tanstack/react-query';
import { siteInfoQuery } from './site-info-query.ts';
import { setSiteTimeZone } from './site-time.ts';

/**
 * Asks the server for the site's zone once at start (public, so before and after login alike);
 * times show in the default zone until it answers, and stay so if it cannot. The answer stays in
 * the query cache for the pages that show the site's title.
 */
export async function learnSiteTimeZone(queryClient: QueryClient): Promise<void> {
  try {
    const info = await queryClient.fetchQuery(siteInfoQuery);
    setSiteTimeZone(info.TimeZone);
  } catch {
    // The default zone stands; the failed call has been routed like any other.
  }
}
