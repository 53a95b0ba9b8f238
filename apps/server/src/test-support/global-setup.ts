import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Migrates once per run what each test file then copies: with TEST_DATABASE_URL a template
 * database (CREATE DATABASE … TEMPLATE), dropped with its clones at the end; on PGlite a dump of
 * a migrated instance's files, which a test file loads in about half the time migrating takes.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return dumpMigratedPglite(project);
  const prefix = `lt_${process.pid}_${Date.now().toString(36)}`;
  const template = `${prefix}_template`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query<{ datname: string }>(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const db = openPostgres(url.toString(), 1);
  await migrate(db);
  await db.close();
  project.provide('templateDatabase', template);
  return async () => {
    const { rows } = await query(`SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
    for (const { datname } of rows) await query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  };
}

async function dumpMigratedPglite(project: TestProject) {
  const db = await openPglite(undefined);
  await migrate(db);
  const file = join(tmpdir(), `lt_pglite_${process.pid}_${Date.now().toString(36)}.tar`);
  await writeFile(file, new Uint8Array(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
