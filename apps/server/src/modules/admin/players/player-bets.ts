import type {
  TBetRecordSearchRequest,
  TBetRecordSearchResponse,
  TLanguage,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import { searchBetRecords } from '../../bet/bet-records.ts';
import { findPlayerId } from './player-detail.ts';

/**
 * A player's tickets, through bet's own search, by login ID: the search resolves the login ID
 * inside its statements, so the check that the player exists (PlayerNotFound, as every tab of the
 * page) goes beside them rather than before them, and the tab costs one round trip, not two.
 */
export async function playerBets(
  db: TQueryable,
  deps: { clock: TClock },
  loginId: string,
  query: TBetRecordSearchRequest,
  language: TLanguage,
): Promise<TResult<TBetRecordSearchResponse>> {
  const [found, records] = await Promise.all([
    findPlayerId(db, loginId),
    searchBetRecords(db, deps, { playerLoginId: loginId }, query, language),
  ]);
  return found.ok ? succeed(records) : found;
}
