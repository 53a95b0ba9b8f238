import { ZHealth } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { defineRoute } from '../../platform/route.ts';

export function healthRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      method: 'GET',
      url: '/health',
      summary: 'Liveness and database reachability',
      tags: ['Health'],
      access: 'public',
      bypassSiteGuard: true,
      response: ZHealth,
      handler: async () => {
        await deps.db.query('SELECT 1');
        return { Status: 'ok' as const, Database: deps.db.kind, ServerTime: deps.clock.now() };
      },
    }),
  ];
}
