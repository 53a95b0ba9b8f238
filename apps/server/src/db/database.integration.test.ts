import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { preparedStatement } from './database.ts';

describe('prepared statements', () => {
  const sum = preparedStatement('SELECT $1::int + $2::int AS total');
  // Opened in a hook: starting PGlite is set-up, and takes over 20 s on two busy cores.
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db?.drop());

  it('are named by their text', () => {
    expect(preparedStatement('SELECT $1::int + $2::int AS total')).toEqual(sum);
    expect(preparedStatement('SELECT $1::int - $2::int AS total').name).not.toBe(sum.name);
  });

  it('answer as their text does, and stay prepared on a PostgreSQL connection', async () => {
    const prepared = await db.transaction(async (tx) => {
      expect(await tx.query(sum, [2, 3])).toEqual([{ total: 5 }]);
      expect(await tx.query(sum, [4, 5])).toEqual([{ total: 9 }]);
      return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    });
    // PGlite runs the text each time; node-postgres prepares it once per connection.
    expect(prepared.map((row) => row.name)).toEqual(db.kind === 'postgres' ? [sum.name] : []);
  });
});
