import { ZAdminAuditPage, ZAdminAuditQuery } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import { defineRoute } from '../../../platform/route.ts';
import { listAdminAudit } from './list-admin-audit.ts';

export function adminAuditRoutes(deps: { db: TDatabase }) {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/Admin/Audit',
      summary:
        'Administrator audit, newest first: filter by administrator, action (or a prefix ' +
        'ending in a dot), target, time range; page with NextCursor',
      tags: ['Admin audit'],
      access: 'admin',
      permission: 'audit.view',
      query: ZAdminAuditQuery,
      response: ZAdminAuditPage,
      handler: ({ query }) => listAdminAudit(deps.db, query),
    }),
  ];
}
