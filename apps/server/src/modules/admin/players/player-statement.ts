import type { ZCashFlowRecordRequest, ZCashFlowRecordResponse } from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../../db/database.ts';
import type { TResult } from '../../../platform/result.ts';
import { searchCashFlowRecords } from '../../wallet/cash-flow-records.ts';
import { findPlayerId } from './player-detail.ts';

/**
 * A player's statement, through wallet's own search, by login ID: the search resolves the login ID
 * inside its statements, so the check that the player exists (PlayerNotFound, as every tab of the
 * page) goes beside them, and the tab the console opens a player on costs one round trip.
 */
export async function playerStatement(
  db: TQueryable,
  loginId: string,
  request: z.output<typeof ZCashFlowRecordRequest>,
): Promise<TResult<z.input<typeof ZCashFlowRecordResponse>>> {
  const [found, records] = await Promise.all([
    findPlayerId(db, loginId),
    searchCashFlowRecords(db, { playerLoginId: loginId }, request),
  ]);
  return found.ok ? records : found;
}
