import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * With TEST_DATABASE_URL: migrate one template database per run, which each test file clones
 * (CREATE DATABASE … TEMPLATE is far faster than migrating again), and drop them all at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
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
