import { createHash } from 'node:crypto';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A statement each PostgreSQL connection parses and plans once, then runs by name: for the
 * statements every request runs (the session check, a bet's), where parsing and planning anew
 * is a measurable share of the database's work (bench:bets). Only for fixed text: every distinct
 * text stays prepared on every connection for the connection's life.
 */
export interface TPreparedStatement {
  readonly name: string;
  readonly text: string;
}

export const preparedStatement = (text: string): TPreparedStatement => ({
  name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
  text,
});

/** Something that runs SQL: the database itself or an open transaction. */
export interface TQueryable {
  query<R = Record<string, unknown>>(
    sql: string | TPreparedStatement,
    params?: readonly unknown[],
  ): Promise<R[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TDatabase extends TQueryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws.
   * Inside, use only `tx`: PGlite has one connection, so a query on the database itself would
   * wait for this transaction to end, which waits for that query.
   */
  transaction<T>(work: (tx: TQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const parseBigInt = (value: string) => BigInt(value);

/**
 * PGlite, PostgreSQL in process: `dataDir` undefined keeps it in memory (tests). `loadDataDir`
 * starts from a copy of another instance's files (`dump`), which is how each test file gets a
 * migrated database without migrating it again.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<TDatabase & { dump(): Promise<Blob> }> {
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseBigInt },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): TQueryable => ({
    // PGlite keeps no statements by name: it runs the text.
    async query<R>(sql: string | TPreparedStatement, params: readonly unknown[] = []) {
      const result = await q.query<R>(typeof sql === 'string' ? sql : sql.text, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}

/** node-postgres pool to a real server. */
export function openPostgres(connectionString: string, maxConnections = 10): TDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? parseBigInt
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server closed (a restart, a terminated backend) is reported here; the
  // pool has already dropped it and the next query opens a new one. Unhandled, it would end the
  // process.
  pool.on('error', () => undefined);
  const wrap = (client: pg.Pool | pg.PoolClient): TQueryable => ({
    async query<R>(sql: string | TPreparedStatement, params: readonly unknown[] = []) {
      const values = [...params];
      const result = await client.query(
        typeof sql === 'string' ? { text: sql, values } : { ...sql, values },
      );
      return result.rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
