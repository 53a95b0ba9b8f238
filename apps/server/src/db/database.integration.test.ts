import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import { preparedStatement } from './database.ts';

describe('prepared statements', () => {
  const sum = preparedStatement('SELECT $1::int + $2::int AS total');

  it('are named by their text', () => {
    expect(preparedStatement('SELECT $1::int + $2::int AS total')).toEqual(sum);
    expect(preparedStatement('SELECT $1::int - $2::int AS total').name).not.toBe(sum.name);
  });

  it('answer as their text does, and stay prepared on a PostgreSQL connection', async () => {
    const db = await openTestDatabase();
    afterAll(() => db.drop());
    const prepared = await db.transaction(async (tx) => {
      expect(await tx.query(sum, [2, 3])).toEqual([{ total: 5 }]);
      expect(await tx.query(sum, [4, 5])).toEqual([{ total: 9 }]);
      return tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    });
    // PGlite runs the text each time; node-postgres prepares it once per connection.
    expect(prepared.map((row) => row.name)).toEqual(db.kind === 'postgres' ? [sum.name] : []);
  });
});
