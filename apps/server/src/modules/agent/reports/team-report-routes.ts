import {
  ZAdminAgentTeamReportQuery,
  ZAgentTeamReportRequest,
  ZAgentTeamReportResponse,
} from '@lottery/contracts';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { TDatabase } from '../../../db/database.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { adminReportFocus, agentReportFocus } from './report-focus.ts';
import { teamMembersCsv } from './team-report-csv.ts';
import { teamReportOf } from './team-report.ts';

const ZCsvStream = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ description: 'text/csv; charset=utf-8, with a byte order mark (Excel)' });

/** The team report: an agent's own team (POST, like the player's reports) and any agent's. */
export function teamReportRoutes(deps: { db: TDatabase }) {
  const { db } = deps;
  return [
    defineRoute({
      tags: ['Agent'],
      access: 'agent',
      method: 'POST',
      url: '/api/AgentReport/Team',
      summary: "The team's figures per direct member, per level, per day and in total",
      body: ZAgentTeamReportRequest,
      response: ZAgentTeamReportResponse,
      handler: async ({ body, session }) => {
        const focus = unwrap(await agentReportFocus(db, session, body.LoginId));
        return unwrap(await teamReportOf(db, focus, body));
      },
    }),
    defineRoute({
      tags: ['Admin agents'],
      access: 'admin',
      permission: 'agents.view',
      method: 'GET',
      url: '/api/Admin/AgentReports/Team',
      summary: "Any agent's team report (drill down with LoginId)",
      query: ZAdminAgentTeamReportQuery,
      response: ZAgentTeamReportResponse,
      handler: async ({ query }) => {
        const focus = unwrap(await adminReportFocus(db, query.AgentLoginId, query.LoginId));
        return unwrap(await teamReportOf(db, focus, query));
      },
    }),
    defineRoute({
      tags: ['Admin agents'],
      access: 'admin',
      permission: 'reports.export',
      method: 'GET',
      url: '/api/Admin/AgentReports/Team/Csv',
      summary: "An agent's (or its member's) direct members with their teams' figures as CSV",
      query: ZAdminAgentTeamReportQuery,
      response: ZCsvStream,
      handler: async ({ query, reply }) => {
        const focus = unwrap(await adminReportFocus(db, query.AgentLoginId, query.LoginId));
        const stream = unwrap(teamMembersCsv(db, focus, query));
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="team-${focus.loginId}-${query.StartDate}-${query.EndDate}.csv"`,
          );
        return stream;
      },
    }),
  ];
}
