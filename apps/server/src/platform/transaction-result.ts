import type { TDatabase, TQueryable } from '../db/database.ts';
import type { TFailure, TResult } from './result.ts';

class RolledBack extends Error {
  constructor(readonly failure: TFailure) {
    super(failure.error);
  }
}

/**
 * db.transaction for domain work that answers with a TResult: a failure rolls the whole
 * transaction back (a refused bet writes nothing, even if it had debited before finding out) and
 * is returned as the value; a success commits.
 */
export async function transactionResult<T>(
  db: TDatabase,
  work: (tx: TQueryable) => Promise<TResult<T>>,
): Promise<TResult<T>> {
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.failure;
    throw error;
  }
}
