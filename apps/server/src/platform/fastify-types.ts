import type { TRealtime } from '../hub/realtime.ts';
import type { TPeriodicJob } from '../jobs/periodic-job.ts';
import type { TReconciliationSource } from '../modules/reconciliation/reconciliation-source.ts';
import type { TAccess } from './route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes hub events to users and groups (apps/server/src/hub). */
    realtime: TRealtime;
    /** Chases payouts in flight and drives the sandbox payout provider (modules/withdraw). */
    payoutJob: TPeriodicJob<number>;
    /** The outside parties the daily reconciliation compares (modules/reconciliation/sources.ts). */
    reconciliationSources: () => Promise<readonly TReconciliationSource[]>;
  }
  interface FastifyContextConfig {
    /** Set by registerRoute: the route stays open during maintenance and for blocked addresses. */
    bypassSiteGuard?: boolean;
    /** Set by registerRoute: who may call the route (security-headers.ts keeps private answers out of caches). */
    access?: TAccess;
  }
}
