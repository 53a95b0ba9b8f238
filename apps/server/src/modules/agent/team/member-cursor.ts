import { teamMemberSorts, type TTeamMemberSort } from '@lottery/contracts';
import { z } from 'zod';

/**
 * Where a page of the member list ended, for the next page to start after it (keyset paging):
 * the sort it was read in, the last row's sort key as PostgreSQL printed it (null: no last login)
 * and its id. Opaque to clients: base64url JSON.
 */
export interface TMemberCursor {
  sortBy: TTeamMemberSort;
  sortDesc: boolean;
  key: string | null;
  id: number;
}

const ZStoredCursor = z.object({
  s: z.enum(teamMemberSorts),
  d: z.boolean(),
  k: z.string().max(100).nullable(),
  i: z.number().int().positive(),
});

export const encodeMemberCursor = (cursor: TMemberCursor): string =>
  Buffer.from(
    JSON.stringify({ s: cursor.sortBy, d: cursor.sortDesc, k: cursor.key, i: cursor.id }),
  ).toString('base64url');

/** The cursor, or null when the text is not one this server wrote. */
export function decodeMemberCursor(text: string): TMemberCursor | null {
  let stored: unknown;
  try {
    stored = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZStoredCursor.safeParse(stored);
  if (!parsed.success) return null;
  return { sortBy: parsed.data.s, sortDesc: parsed.data.d, key: parsed.data.k, id: parsed.data.i };
}
