import {
  ZReconciliationDifferenceList,
  ZReconciliationDifferenceQuery,
  ZReconciliationRunList,
  ZReconciliationRunQuery,
  ZRerunReconciliationRequest,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { siteDateOfDayNumber, dayMs, siteOffsetMs } from '../../platform/site-date-range.ts';
import { listDifferences, listRuns } from './list-reconciliation.ts';
import type { TReconciliationSource } from './reconciliation-source.ts';
import { rerunReconciliation } from './rerun-reconciliation.ts';

const common = {
  tags: ['Admin reconciliation'],
  access: 'admin',
  permission: 'reconciliation.view',
} as const;

/** Finance's view of the daily reconciliation, and its "run again for this day". */
export function reconciliationRoutes(deps: {
  db: TDatabase;
  clock: TClock;
  sources: () => Promise<readonly TReconciliationSource[]>;
}) {
  const today = () => siteDateOfDayNumber(Math.floor((deps.clock.now() + siteOffsetMs) / dayMs));
  return [
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/Reconciliation/Runs',
      summary: 'Reconciliation runs by site day and source (default: the last 31 days)',
      query: ZReconciliationRunQuery,
      response: ZReconciliationRunList,
      handler: async ({ query }) =>
        unwrap(
          await listRuns(
            deps.db,
            query,
            today(),
            (await deps.sources()).map((source) => source.name),
          ),
        ),
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/Reconciliation/Differences',
      summary: "A run's differences: missing on our side or theirs, amount or state differs",
      query: ZReconciliationDifferenceQuery,
      response: ZReconciliationDifferenceList,
      handler: async ({ query }) => unwrap(await listDifferences(deps.db, query.RunId)),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/Reconciliation/Rerun',
      summary: "Read a source's records of an ended site day again and replace its run (audited)",
      body: ZRerunReconciliationRequest,
      response: ZReconciliationDifferenceList,
      handler: async ({ body, session }) => unwrap(await rerunReconciliation(deps, session, body)),
    }),
  ];
}
