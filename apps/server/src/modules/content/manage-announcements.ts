import type { TAdminAnnouncement, TSaveAnnouncementRequest } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import type { TContentDeps } from './content-deps.ts';

interface TAnnouncementRow {
  id: number;
  type: number;
  title: string;
  content: string;
  starts_at: Date;
  ends_at: Date | null;
  is_popup: boolean;
  is_enabled: boolean;
  updated_at: Date;
  read_count: number;
}

const selectAnnouncements = `
  SELECT a.id, a.type, a.title, a.content, a.starts_at, a.ends_at, a.is_popup, a.is_enabled,
         a.updated_at,
         (SELECT count(*)::int FROM announcement_reads r WHERE r.announcement_id = a.id) AS read_count
    FROM announcements a`;

function toAdminAnnouncement(row: TAnnouncementRow): TAdminAnnouncement {
  return {
    Id: row.id,
    Type: row.type as TAdminAnnouncement['Type'],
    Title: row.title,
    Content: row.content,
    StartTime: row.starts_at.toISOString(),
    EndTime: row.ends_at?.toISOString() ?? null,
    IsPopup: row.is_popup,
    IsEnabled: row.is_enabled,
    ReadCount: row.read_count,
    UpdatedAt: row.updated_at.toISOString(),
  };
}

async function findAnnouncement(tx: TQueryable, id: number, lock = false) {
  const [row] = await tx.query<TAnnouncementRow>(
    `${selectAnnouncements} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [id],
  );
  return row ? toAdminAnnouncement(row) : null;
}

/** Every announcement, newest first (a site keeps tens to hundreds; no paging needed yet). */
export async function listAdminAnnouncements(db: TQueryable): Promise<TAdminAnnouncement[]> {
  const rows = await db.query<TAnnouncementRow>(`${selectAnnouncements} ORDER BY a.id DESC`);
  return rows.map(toAdminAnnouncement);
}

const columnValues = (input: TSaveAnnouncementRequest) => [
  input.Type,
  input.Title,
  input.Content,
  new Date(input.StartTime),
  input.EndTime === null ? null : new Date(input.EndTime),
  input.IsPopup,
  input.IsEnabled,
];

export async function createAnnouncement(
  deps: TContentDeps,
  admin: TAdminSession,
  input: TSaveAnnouncementRequest,
): Promise<TAdminAnnouncement> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO announcements
         (type, title, content, starts_at, ends_at, is_popup, is_enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [...columnValues(input), new Date(deps.clock.now())],
    );
    if (!row) throw new Error('insert returned no row');
    const created = await findAnnouncement(tx, row.id);
    await writeAdminAudit(tx, admin, {
      action: 'content.announcement.create',
      targetType: 'announcement',
      targetId: String(row.id),
      after: created,
    });
    if (!created) throw new Error('created announcement not found');
    return created;
  });
}

export async function updateAnnouncement(
  deps: TContentDeps,
  admin: TAdminSession,
  id: number,
  input: TSaveAnnouncementRequest,
): Promise<TResult<TAdminAnnouncement>> {
  return deps.db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, id, true);
    if (!before) return fail('AnnouncementNotFound');
    await tx.query(
      `UPDATE announcements
          SET type = $1, title = $2, content = $3, starts_at = $4, ends_at = $5, is_popup = $6,
              is_enabled = $7, updated_at = $8
        WHERE id = $9`,
      [...columnValues(input), new Date(deps.clock.now()), id],
    );
    const after = await findAnnouncement(tx, id);
    if (!after) throw new Error('updated announcement not found');
    await writeAdminAudit(tx, admin, {
      action: 'content.announcement.update',
      targetType: 'announcement',
      targetId: String(id),
      before,
      after,
    });
    return succeed(after);
  });
}

/** Deleting also drops its read marks (ON DELETE CASCADE); the audit row keeps what it said. */
export async function deleteAnnouncement(
  deps: TContentDeps,
  admin: TAdminSession,
  id: number,
): Promise<TResult<true>> {
  return deps.db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, id, true);
    if (!before) return fail('AnnouncementNotFound');
    await tx.query(`DELETE FROM announcements WHERE id = $1`, [id]);
    await writeAdminAudit(tx, admin, {
      action: 'content.announcement.delete',
      targetType: 'announcement',
      targetId: String(id),
      before,
    });
    return succeed(true);
  });
}
