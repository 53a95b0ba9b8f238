import type { ZCashFlowRecordRequest, ZCashFlowRecordResponse } from '@lottery/contracts';
import type { z } from 'zod';
import type { TQueryable } from '../../../db/database.ts';
import type { TResult } from '../../../platform/result.ts';
import { searchCashFlowRecords } from '../../wallet/cash-flow-records.ts';
import { searchOfFoundPlayer } from './player-detail.ts';

/** A player's statement, through wallet's own search, by login ID. */
export const playerStatement = (
  db: TQueryable,
  loginId: string,
  request: z.output<typeof ZCashFlowRecordRequest>,
): Promise<TResult<z.input<typeof ZCashFlowRecordResponse>>> =>
  searchOfFoundPlayer(db, loginId, searchCashFlowRecords(db, { playerLoginId: loginId }, request));
