import {
  ZAdminAppDownload,
  ZAdminSiteSettings,
  ZSpeedTestConfig,
  type ZSaveAppDownloadRequest,
  type ZSaveSiteSettingsRequest,
  type ZSaveSpeedTestRequest,
} from '@lottery/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPut } from '../../shared/api/client.ts';
import { setSiteTimeZone } from '../../shared/format/site-time.ts';

const base = '/api/Admin/Content';

export const siteInfoQuery = queryOptions({
  queryKey: ['admin', 'site-info'],
  queryFn: () => apiGet(`${base}/SiteInfo`, ZAdminSiteSettings),
});
export const appDownloadQuery = queryOptions({
  queryKey: ['admin', 'app-download'],
  queryFn: () => apiGet(`${base}/AppDownload`, ZAdminAppDownload),
});
export const speedTestQuery = queryOptions({
  queryKey: ['admin', 'speed-test'],
  queryFn: () => apiGet(`${base}/SpeedTest`, ZSpeedTestConfig),
});

/** Saving the zone also switches this console's clock to it, so its times follow at once. */
export function useSaveSiteInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZSaveSiteSettingsRequest>) =>
      apiPut(`${base}/SiteInfo`, request, ZAdminSiteSettings),
    onSuccess: (saved) => {
      setSiteTimeZone(saved.TimeZone);
      queryClient.setQueryData(siteInfoQuery.queryKey, saved);
    },
  });
}

export function useSaveAppDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZSaveAppDownloadRequest>) =>
      apiPut(`${base}/AppDownload`, request, ZAdminAppDownload),
    onSuccess: (saved) => queryClient.setQueryData(appDownloadQuery.queryKey, saved),
  });
}

export function useSaveSpeedTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: z.output<typeof ZSaveSpeedTestRequest>) =>
      apiPut(`${base}/SpeedTest`, request, ZSpeedTestConfig),
    onSuccess: (saved) => queryClient.setQueryData(speedTestQuery.queryKey, saved),
  });
}
