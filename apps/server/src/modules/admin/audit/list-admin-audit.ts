import type { TAdminAuditEntry, TAdminAuditQuery } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';

interface TAuditRow {
  id: string;
  admin_id: number;
  login_id: string;
  role_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string | null;
  at: Date;
}

/** `games.` → every action under games; anything else → that action only. */
const actionPattern = (action: string) =>
  action.endsWith('.') ? `${action.replace(/[\\%_]/g, '\\$&')}%` : action;

/**
 * One page of the audit, newest first, by id (the insertion order; `at` is the statement time,
 * so ids and times agree). Each filter is one indexed condition; absent ones match everything.
 */
export async function listAdminAudit(
  db: TQueryable,
  query: TAdminAuditQuery,
): Promise<{ Entries: TAdminAuditEntry[]; NextCursor: string | null }> {
  const rows = await db.query<TAuditRow>(
    `SELECT id::text, admin_id, login_id, role_name, action, target_type, target_id, before,
            after, host(ip) AS ip, at
       FROM admin_audit
      WHERE ($1::int IS NULL OR admin_id = $1)
        AND ($2::text IS NULL OR action LIKE $2)
        AND ($3::text IS NULL OR target_type = $3)
        AND ($4::text IS NULL OR target_id = $4)
        AND ($5::timestamptz IS NULL OR at >= $5)
        AND ($6::timestamptz IS NULL OR at < $6)
        AND ($7::bigint IS NULL OR id < $7)
      ORDER BY id DESC
      LIMIT $8`,
    [
      query.AdminId ?? null,
      query.Action === undefined ? null : actionPattern(query.Action),
      query.TargetType ?? null,
      query.TargetId ?? null,
      query.From ?? null,
      query.To ?? null,
      query.Cursor ?? null,
      query.Limit + 1,
    ],
  );
  const page = rows.slice(0, query.Limit);
  return {
    Entries: page.map((r) => ({
      Id: r.id,
      AdminId: r.admin_id,
      LoginId: r.login_id,
      RoleName: r.role_name,
      Action: r.action,
      TargetType: r.target_type,
      TargetId: r.target_id,
      Before: r.before,
      After: r.after,
      Ip: r.ip,
      At: r.at.toISOString(),
    })),
    NextCursor: rows.length > query.Limit ? (page.at(-1)?.id ?? null) : null,
  };
}
