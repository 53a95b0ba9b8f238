import type { TAllLogos, TWebSiteInfo } from '@lottery/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/http-client.ts';
import { publicQueryKey } from '../../../shared/session/forget-session.ts';

/** Site title and logos for the public pages; they change rarely, so 10 minutes fresh. */
export const siteBrandingQuery = queryOptions({
  queryKey: [publicQueryKey, 'siteBranding'],
  staleTime: 10 * 60_000,
  queryFn: async () => {
    const [info, logos] = await Promise.all([
      apiGet<TWebSiteInfo>('/api/WebSiteInfo/GetInfo'),
      apiGet<TAllLogos>('/api/Logo/GetAllLogo'),
    ]);
    return { title: info.WebSiteTitle, logos };
  },
});
