import { createHash } from 'node:crypto';
import { logoUploadMaxBytes, type TLogoSlot } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import type { TContentDeps } from './content-deps.ts';
import type { TFileStorage } from './uploads/file-storage.ts';
import { sniffImageType } from './uploads/sniff-image-type.ts';

export interface TAdminLogo {
  Slot: TLogoSlot;
  PCFilePath: string;
  MobileFilePath: string | null;
}

interface TLogoRow {
  slot: TLogoSlot;
  pc_file_path: string;
  mobile_file_path: string | null;
}

const toLogo = (row: TLogoRow): TAdminLogo => ({
  Slot: row.slot,
  PCFilePath: row.pc_file_path,
  MobileFilePath: row.mobile_file_path,
});

export async function listAdminLogos(db: TQueryable): Promise<TAdminLogo[]> {
  const rows = await db.query<TLogoRow>(
    `SELECT slot, pc_file_path, mobile_file_path FROM site_logos ORDER BY slot`,
  );
  return rows.map(toLogo);
}

export interface TLogoUpload {
  slot: TLogoSlot;
  device: 'PC' | 'Mobile';
  bytes: Uint8Array;
}

/**
 * Checks the bytes (size, then format by content), stores them under their SHA-256 and points
 * the slot's image at the stored file. The file is saved before the transaction: a file no row
 * names is harmless (same name for the same bytes), a row naming a missing file is not.
 */
export async function uploadLogo(
  deps: TContentDeps & { storage: TFileStorage },
  admin: TAdminSession,
  upload: TLogoUpload,
): Promise<TResult<TAdminLogo>> {
  if (upload.slot === 'Favicon' && upload.device === 'Mobile') return fail('LogoSlotHasNoMobile');
  if (upload.bytes.byteLength > logoUploadMaxBytes) {
    return fail('UploadTooLarge', { limitKb: logoUploadMaxBytes / 1024 });
  }
  const extension = sniffImageType(upload.bytes);
  if (!extension) return fail('UploadTypeRefused');
  const name = `${createHash('sha256').update(upload.bytes).digest('hex')}.${extension}`;
  await deps.storage.save(name, upload.bytes);
  const url = deps.storage.publicUrl(name);
  const column = upload.device === 'PC' ? 'pc_file_path' : 'mobile_file_path';
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.query<TLogoRow>(
      `SELECT slot, pc_file_path, mobile_file_path FROM site_logos WHERE slot = $1 FOR UPDATE`,
      [upload.slot],
    );
    const [after] = await tx.query<TLogoRow>(
      `UPDATE site_logos SET ${column} = $2 WHERE slot = $1
       RETURNING slot, pc_file_path, mobile_file_path`,
      [upload.slot, url],
    );
    if (!before || !after) throw new Error(`site_logos has no ${upload.slot} row`);
    await writeAdminAudit(tx, admin, {
      action: 'content.logo.upload',
      targetType: 'logo',
      targetId: `${upload.slot}.${upload.device}`,
      before: toLogo(before),
      after: { ...toLogo(after), Bytes: upload.bytes.byteLength, Type: extension },
    });
    return succeed(toLogo(after));
  });
}
