import type {
  TBetRecordSearchRequest,
  TBetRecordSearchResponse,
  TLanguage,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import { searchBetRecords } from '../../bet/bet-records.ts';
import { searchOfFoundPlayer } from './player-detail.ts';

/** A player's tickets, through bet's own search, by login ID. */
export const playerBets = (
  db: TQueryable,
  deps: { clock: TClock },
  loginId: string,
  query: TBetRecordSearchRequest,
  language: TLanguage,
): Promise<TResult<TBetRecordSearchResponse>> =>
  searchOfFoundPlayer(
    db,
    loginId,
    searchBetRecords(db, deps, { playerLoginId: loginId }, query, language).then(succeed),
  );
