import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TTestApp } from './test-app.ts';

/** A mutating administrator route as the OpenAPI document names it: `'DELETE /api/Admin/X/{id}'`. */
export type TAuditedRoute = `${'POST' | 'PUT' | 'DELETE'} /api/${string}`;

export interface TAuditedCall {
  /** The caller's administrator token; the audit row must name its administrator. */
  token?: string;
  /** Without a token (the login itself): the administrator the row must name. */
  actorAdminId?: number;
  /** The address called; defaults to the route's path (give it when the path has parameters). */
  url?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  /** The audit row the call must write. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** Matched with toMatchObject against the row's before and after. */
  before?: unknown;
  after?: unknown;
}

interface TAuditRow {
  id: string;
  admin_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
}

/** The administrator a token names (its subject), without checking it: the server did that. */
function adminIdOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub);
}

/**
 * Calls a mutating administrator route and asserts that it succeeded and wrote its audit row:
 * the calling administrator, the action, the target, the address. Every mutating `/api/Admin/*`
 * and `/api/AdminAuth/*` route must be called through this in some integration test, with the
 * route as a string literal: audit-coverage.integration.test.ts reads the test sources for it
 * (a static scan, so it works whichever process vitest runs each file in).
 */
export async function expectAudited(
  t: TTestApp,
  route: TAuditedRoute,
  call: TAuditedCall,
): Promise<LightMyRequestResponse> {
  const [method = 'POST', path = ''] = route.split(' ');
  const [last] = await t.db.query<{ id: string | null }>(
    `SELECT max(id)::text AS id FROM admin_audit`,
  );
  const response = await t.call(method as 'POST', call.url ?? path, {
    ...(call.token ? { token: call.token } : {}),
    ...(call.body !== undefined ? { body: call.body } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.ip ? { ip: call.ip } : {}),
  });
  expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
  const rows = await t.db.query<TAuditRow>(
    `SELECT id::text, admin_id, action, target_type, target_id, before, after, host(ip) AS ip
       FROM admin_audit WHERE id > $1 ORDER BY id`,
    [last?.id ?? '0'],
  );
  const row = rows.find((candidate) => candidate.action === call.action);
  expect(
    row,
    `${route} wrote no ${call.action} row (wrote ${rows.map((r) => r.action)})`,
  ).toBeDefined();
  expect(row).toMatchObject({
    admin_id: call.token ? adminIdOf(call.token) : call.actorAdminId,
    ip: call.ip ?? '127.0.0.1',
    ...(call.targetType !== undefined ? { target_type: call.targetType } : {}),
    ...(call.targetId !== undefined ? { target_id: String(call.targetId) } : {}),
  });
  if (call.before !== undefined) expect(row?.before).toMatchObject(call.before as object);
  if (call.after !== undefined) expect(row?.after).toMatchObject(call.after as object);
  return response;
}
