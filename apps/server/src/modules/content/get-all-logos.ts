import type { TAllLogos } from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';

interface TLogoRow {
  slot: string;
  pc_file_path: string;
  mobile_file_path: string | null;
}

/** Every slot keyed by name; migration 0004 inserts all six and the table allows no others. */
export async function getAllLogos(db: TDatabase): Promise<TAllLogos> {
  const rows = await db.query<TLogoRow>(
    `SELECT slot, pc_file_path, mobile_file_path FROM site_logos`,
  );
  const bySlot = new Map(rows.map((row) => [row.slot, row]));
  const row = (slot: keyof TAllLogos) => {
    const found = bySlot.get(slot);
    if (!found) throw new Error(`site_logos has no ${slot} row`);
    return found;
  };
  const entry = (slot: Exclude<keyof TAllLogos, 'Favicon'>) => ({
    PCLogo: { FilePath: row(slot).pc_file_path },
    MobileLogo: { FilePath: row(slot).mobile_file_path ?? row(slot).pc_file_path },
  });
  return {
    HomePage: entry('HomePage'),
    SpeedTestPage: entry('SpeedTestPage'),
    RegisterPage: entry('RegisterPage'),
    LoginPage: entry('LoginPage'),
    DefaultPlayerHeadImage: entry('DefaultPlayerHeadImage'),
    Favicon: { FilePath: row('Favicon').pc_file_path },
  };
}
