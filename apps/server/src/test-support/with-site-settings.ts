import type { TDatabase } from '../db/database.ts';

/**
 * Runs `work` with the site settings row changed by `change` (an SQL SET list), then puts every
 * column back, so tests of one file do not depend on each other's order.
 */
export async function withSiteSettings(
  db: TDatabase,
  change: string,
  work: () => Promise<void>,
): Promise<void> {
  const [saved = {}] = await db.query<Record<string, unknown>>(`SELECT * FROM site_settings`);
  await db.query(`UPDATE site_settings SET ${change}`);
  try {
    await work();
  } finally {
    const columns = Object.keys(saved);
    await db.query(
      `UPDATE site_settings SET ${columns.map((c, i) => `${c} = $${i + 1}`).join(', ')}`,
      Object.values(saved),
    );
  }
}
