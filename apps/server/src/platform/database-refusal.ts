import { errorCatalogue, type TErrorName } from '@lottery/contracts';

/**
 * The SQLSTATE of a refusal raised by one of our database functions (migration 0012): its
 * message is the catalogue name, its detail what the refusal's text needs. Raising is how a
 * function that writes in one statement undoes what it wrote before finding out.
 */
const refusalState = 'LT001';

export interface TDatabaseRefusal {
  error: TErrorName;
  detail: string | null;
}

/** The refusal an error carries, or null for any other error (rethrow it). */
export function databaseRefusal(error: unknown): TDatabaseRefusal | null {
  if (!(error instanceof Error) || !('code' in error) || error.code !== refusalState) return null;
  const name = error.message;
  if (!Object.hasOwn(errorCatalogue, name)) return null;
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : null;
  return { error: name as TErrorName, detail };
}
