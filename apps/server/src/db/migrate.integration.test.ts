import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { loadMigrations, migrate } from './migrate.ts';

describe('migrate', () => {
  // Opened in a hook, as every integration file does: starting PGlite is set-up (about 2 s, and
  // over 20 s when the suite's workers share two cores), not part of what a test asserts.
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('is a no-op the second time, and numbers are unique and contiguous', async () => {
    expect(await migrate(db)).toEqual([]);
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_, index) => index + 1));
    const rows = await db.query<{ id: number }>(`SELECT id FROM schema_migrations ORDER BY id`);
    expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
  });

  it('rolls back a failing migration whole, and does not claim its number', async () => {
    const broken = {
      id: 9001,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await db.query(`SELECT 1 FROM schema_migrations WHERE id = 9001`)).toHaveLength(0);
    expect(await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)).toHaveLength(0);
  });
});
