import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { TDatabase } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number: instances starting together take turns at migrating. */
const migrationLockKey = 7_340_001;

export interface TMigration {
  id: number;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = migrationsDir): Promise<TMigration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      id: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: await readFile(`${dir}${file}`, 'utf8'),
    })),
  );
}

/**
 * Applies forward-only numbered migrations, each in its own transaction that first claims its
 * number, so two instances starting at once never apply one twice. Returns the ids applied.
 */
export async function migrate(db: TDatabase, migrations?: TMigration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of all) {
    const took = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const claimed = await tx.query(
        `INSERT INTO schema_migrations (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [migration.id, migration.name],
      );
      if (claimed.length === 0) return false;
      await tx.exec(migration.sql);
      return true;
    });
    if (took) applied.push(migration.id);
  }
  return applied;
}
