import { isIP } from 'node:net';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from './audit/write-admin-audit.ts';
import type { TAdminDeps } from './manage-sessions.ts';

/** "203.0.113.7" or "198.51.100.0/24" (IPv4 or IPv6) as a canonical CIDR, or null. */
export function parseNetwork(text: string): string | null {
  const [address = '', prefix, ...rest] = text.trim().split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const maxPrefix = family === 4 ? 32 : 128;
  if (prefix === undefined) return `${address}/${maxPrefix}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > maxPrefix) return null;
  return `${address}/${prefix}`;
}

export async function listIpRestrictions(deps: TAdminDeps) {
  const rows = await deps.db.query<{ id: number; network: string; note: string }>(
    `SELECT id, network::text AS network, note FROM ip_restrictions ORDER BY id`,
  );
  return rows.map((r) => ({ Id: r.id, Network: r.network, Note: r.note }));
}

export async function addIpRestriction(
  deps: TAdminDeps,
  admin: TAdminSession,
  input: { Network: string; Note: string },
): Promise<TResult<{ Id: number; Network: string; Note: string }>> {
  const network = parseNetwork(input.Network);
  if (!network) return fail('ValidationFailed', {}, { Field: 'Network', Rule: 'format' });
  return deps.db.transaction(async (tx) => {
    // network() so that 198.51.100.7/24 is stored as the network 198.51.100.0/24.
    const [row] = await tx.query<{ id: number; network: string }>(
      `INSERT INTO ip_restrictions (network, note) VALUES (network($1::inet), $2)
       ON CONFLICT (network) DO UPDATE SET note = EXCLUDED.note
       RETURNING id, network::text AS network`,
      [network, input.Note],
    );
    if (!row) throw new Error('insert returned no row');
    await writeAdminAudit(tx, admin, {
      action: 'site.ip_restriction.add',
      targetType: 'ip_restriction',
      targetId: row.id,
      after: { network: row.network, note: input.Note },
    });
    return succeed({ Id: row.id, Network: row.network, Note: input.Note });
  });
}

export async function removeIpRestriction(
  deps: TAdminDeps,
  admin: TAdminSession,
  id: number,
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx.query<{ network: string; note: string }>(
      `DELETE FROM ip_restrictions WHERE id = $1 RETURNING network::text AS network, note`,
      [id],
    );
    if (!removed) return fail('NotFound', { what: `IP restriction ${id}` });
    await writeAdminAudit(tx, admin, {
      action: 'site.ip_restriction.remove',
      targetType: 'ip_restriction',
      targetId: id,
      before: removed,
    });
    return succeed(true);
  });
}

export async function listMaintenance(deps: TAdminDeps) {
  const rows = await deps.db.query<{ id: number; starts_at: Date; ends_at: Date; note: string }>(
    `SELECT id, starts_at, ends_at, note FROM maintenance_windows WHERE ends_at > $1 ORDER BY starts_at`,
    [new Date(deps.clock.now())],
  );
  return rows.map((r) => ({
    Id: r.id,
    StartTime: r.starts_at.toISOString(),
    EndTime: r.ends_at.toISOString(),
    Note: r.note,
  }));
}

export async function addMaintenance(
  deps: TAdminDeps,
  admin: TAdminSession,
  input: { StartTime: string; EndTime: string; Note: string },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; starts_at: Date; ends_at: Date }>(
      `INSERT INTO maintenance_windows (starts_at, ends_at, note) VALUES ($1, $2, $3) RETURNING id, starts_at, ends_at`,
      [new Date(input.StartTime), new Date(input.EndTime), input.Note],
    );
    if (!row) throw new Error('insert returned no row');
    const window = {
      Id: row.id,
      StartTime: row.starts_at.toISOString(),
      EndTime: row.ends_at.toISOString(),
      Note: input.Note,
    };
    await writeAdminAudit(tx, admin, {
      action: 'site.maintenance.add',
      targetType: 'maintenance_window',
      targetId: row.id,
      after: window,
    });
    return window;
  });
}

export async function removeMaintenance(
  deps: TAdminDeps,
  admin: TAdminSession,
  id: number,
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const [removed] = await tx.query<{ starts_at: Date; ends_at: Date; note: string }>(
      `DELETE FROM maintenance_windows WHERE id = $1 RETURNING starts_at, ends_at, note`,
      [id],
    );
    if (!removed) return fail('NotFound', { what: `maintenance window ${id}` });
    await writeAdminAudit(tx, admin, {
      action: 'site.maintenance.remove',
      targetType: 'maintenance_window',
      targetId: id,
      before: {
        StartTime: removed.starts_at.toISOString(),
        EndTime: removed.ends_at.toISOString(),
        Note: removed.note,
      },
    });
    return succeed(true);
  });
}
