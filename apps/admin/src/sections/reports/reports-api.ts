import {
  ZGameReportResponse,
  ZPlayerReportResponse,
  ZTeamReportResponse,
} from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { apiGet, withQuery, type TQuery } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { consoleToken } from '../../shared/session/session-store.ts';

/** The Reports section's calls (server: modules/reports/report-routes.ts). */

const useReport = <TSchema extends z.ZodType>(path: string, schema: TSchema, query: TQuery) =>
  useQuery({
    queryKey: ['reports', path, query],
    queryFn: () => apiGet(`/api/Admin/Reports/${path}`, wireSchema(schema), query),
    placeholderData: keepPreviousData,
    enabled: Boolean(query.StartDate && query.EndDate),
  });

export const useGameReport = (query: TQuery) => useReport('Games', ZGameReportResponse, query);
export const useTeamReport = (query: TQuery) => useReport('AgentTeams', ZTeamReportResponse, query);
export const usePlayerReport = (query: TQuery) =>
  useReport('Players', ZPlayerReportResponse, query);

/**
 * Downloads a report's CSV. The server streams it; the browser needs the administrator's token
 * on the request, so it is fetched (not a plain link) and handed to the browser as a file.
 */
export async function downloadCsv(table: string, query: TQuery, language: string) {
  const path = withQuery(`/api/Admin/Reports/${table}/Csv`, query);
  const token = consoleToken();
  const response = await fetch(path, {
    headers: {
      'Accept-Language': language,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok)
    throw new ApiError('http', response.status, await response.json().catch(() => null), path);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
    `${table}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
