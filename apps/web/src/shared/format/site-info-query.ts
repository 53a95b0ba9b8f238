import type { TWebSiteInfo } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/http-client.ts';
import { publicQueryKey } from '../session/forget-session.ts';

/**
 * The site's title and zone (WebSiteInfo/GetInfo), public: asked once at start for the zone
 * (learn-site-time-zone.ts), and read from there by the login and register pages' header.
 */
export const siteInfoQuery = queryOptions({
  queryKey: [publicQueryKey, 'siteInfo'],
  staleTime: 10 * 60_000,
  queryFn: () => apiGet<TWebSiteInfo>('/api/WebSiteInfo/GetInfo'),
});
