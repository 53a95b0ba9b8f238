import { ZCashFlowRecordRequest, ZCashFlowRecordResponse } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { searchCashFlowRecords } from './cash-flow-records.ts';

export function cashFlowRoutes(deps: { db: TDatabase }) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/CashFlowRecord/Search',
      summary:
        'The main wallet statement over site dates (at most 92), by cash-flow type, newest first; refuses with 5201 or 5202 for a bad range',
      tags: ['Wallet'],
      access: 'user',
      body: ZCashFlowRecordRequest,
      response: ZCashFlowRecordResponse,
      handler: async ({ body, session }) =>
        unwrap(await searchCashFlowRecords(deps.db, { userId: session.userId }, body)),
    }),
  ];
}
