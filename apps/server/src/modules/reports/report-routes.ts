import {
  ZDashboardQuery,
  ZDashboardResponse,
  ZGameReportResponse,
  ZPlayerReportPagedQuery,
  ZPlayerReportQuery,
  ZPlayerReportResponse,
  ZReportRangeQuery,
  ZTeamReportPagedQuery,
  ZTeamReportQuery,
  ZTeamReportResponse,
} from '@lottery/contracts';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TDatabase } from '../../db/database.ts';
import type { TResult } from '../../platform/result.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { gameReport, playerReport, teamReport } from './back-office-reports.ts';
import { gameReportCsv, playerReportCsv, teamReportCsv } from './csv-exports.ts';
import { dashboard, type TDashboardDeps } from './dashboard.ts';

const tags = ['Admin reports'];
const common = { tags, access: 'admin' } as const;
const view = { ...common, permission: 'reports.view' } as const;
const exportCsv = { ...common, permission: 'reports.export' } as const;

/** A CSV body: the route hands Fastify the stream, which pipes it to the reply. */
const ZCsvStream = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ description: 'text/csv; charset=utf-8, with a byte order mark (Excel)' });

function csvReply(reply: FastifyReply, name: string, result: TResult<Readable>): Readable {
  const stream = unwrap(result);
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}.csv"`);
  return stream;
}

export function adminReportRoutes(deps: Omit<TDashboardDeps, 'db'> & { db: TDatabase }) {
  const { db } = deps;
  return [
    defineRoute({
      ...common,
      permission: 'dashboard.view',
      method: 'GET',
      url: '/api/Admin/Dashboard',
      summary: "Today's and a range's figures, by hour, day and game; players online; queues",
      query: ZDashboardQuery,
      response: ZDashboardResponse,
      handler: async ({ query, language }) => unwrap(await dashboard(deps, query, language)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Reports/Games',
      summary: 'Daily profit and loss by game',
      query: ZReportRangeQuery,
      response: ZGameReportResponse,
      handler: async ({ query, language }) => unwrap(await gameReport(db, query, language)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Reports/AgentTeams',
      summary: 'Profit and loss by agent team over site dates',
      query: ZTeamReportPagedQuery,
      response: ZTeamReportResponse,
      handler: async ({ query }) => unwrap(await teamReport(db, query)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Reports/Players',
      summary: 'Profit and loss by player over site dates',
      query: ZPlayerReportPagedQuery,
      response: ZPlayerReportResponse,
      handler: async ({ query }) => unwrap(await playerReport(db, query)),
    }),
    defineRoute({
      ...exportCsv,
      method: 'GET',
      url: '/api/Admin/Reports/Games/Csv',
      summary: 'Daily profit and loss by game as CSV (streamed)',
      query: ZReportRangeQuery,
      response: ZCsvStream,
      handler: async ({ query, language, reply }) =>
        csvReply(
          reply,
          `games-${query.StartDate}-${query.EndDate}`,
          await gameReportCsv(db, query, language),
        ),
    }),
    defineRoute({
      ...exportCsv,
      method: 'GET',
      url: '/api/Admin/Reports/AgentTeams/Csv',
      summary: 'Profit and loss by agent team as CSV (streamed)',
      query: ZTeamReportQuery,
      response: ZCsvStream,
      handler: async ({ query, reply }) =>
        csvReply(
          reply,
          `agent-teams-${query.StartDate}-${query.EndDate}`,
          await teamReportCsv(db, query),
        ),
    }),
    defineRoute({
      ...exportCsv,
      method: 'GET',
      url: '/api/Admin/Reports/Players/Csv',
      summary: 'Profit and loss by player as CSV (streamed)',
      query: ZPlayerReportQuery,
      response: ZCsvStream,
      handler: async ({ query, reply }) =>
        csvReply(
          reply,
          `players-${query.StartDate}-${query.EndDate}`,
          await playerReportCsv(db, query),
        ),
    }),
  ];
}
