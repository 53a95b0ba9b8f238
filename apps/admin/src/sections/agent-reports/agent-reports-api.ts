import { ZAgentTeamReportResponse } from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error.ts';
import { apiGet, withQuery, type TQuery } from '../../shared/api/client.ts';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { consoleToken } from '../../shared/session/session-store.ts';

/** The section's calls (server: modules/agent/reports/team-report-routes.ts). */
export const useAgentTeamReport = (query: TQuery) =>
  useQuery({
    queryKey: ['agent-reports', query],
    queryFn: () =>
      apiGet('/api/Admin/AgentReports/Team', wireSchema(ZAgentTeamReportResponse), query),
    placeholderData: keepPreviousData,
    enabled: Boolean(query.AgentLoginId),
  });

/** The members' CSV: fetched with the token, then handed to the browser as a file. */
export async function downloadTeamCsv(query: TQuery, language: string) {
  const path = withQuery('/api/Admin/AgentReports/Team/Csv', query);
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
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'team.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
