import type { ZPlaceScheduleResponse } from '@lottery/contracts';
import type { z } from 'zod';
import type { TPlaceScheduleBody } from '../../cart/pending-bets-store.ts';
import { sendIdempotent } from '../../cart/send-idempotent.ts';

/** The answer as it crosses the wire: amounts are JSON numbers with at most three decimals. */
export type TPlaceScheduleAnswer = z.output<typeof ZPlaceScheduleResponse>;

export const placeSchedulePath = '/api/Bet/Schedule';

/** POST /api/Bet/Schedule with the key the journal keeps for this body. */
export const placeSchedule = (body: TPlaceScheduleBody, idempotencyKey: string) =>
  sendIdempotent<TPlaceScheduleAnswer>(placeSchedulePath, body, idempotencyKey);
