import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '../db/database.ts';

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL (a PostgreSQL server) it is
 * a new database cloned from the template the global set-up migrated; otherwise in-memory PGlite
 * loaded from the migrated dump the global set-up wrote.
 */
export async function openTestDatabase(): Promise<TDatabase & { drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite(undefined, {
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    return { ...db, drop: () => db.close() };
  }
  const template = inject('templateDatabase');
  const name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 5);
  return {
    ...db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** The file of a migrated PGlite instance's dump (global-setup.ts). */
    pgliteTemplate: string;
  }
}
