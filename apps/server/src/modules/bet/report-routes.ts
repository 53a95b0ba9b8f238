import { ZProfitReportRequest, ZProfitReportResponse } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { profitReport } from './profit-report.ts';

export function reportRoutes(deps: { db: TDatabase }) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/ProfitReport/Get',
      summary:
        "The caller's turnover, prizes, rebates and profit per site day and per game (at most 92 days); refuses with 5201 or 5202 for a bad range",
      tags: ['Bet'],
      access: 'user',
      body: ZProfitReportRequest,
      response: ZProfitReportResponse,
      handler: async ({ body, session, language }) =>
        unwrap(await profitReport(deps.db, session.userId, body, language)),
    }),
  ];
}
