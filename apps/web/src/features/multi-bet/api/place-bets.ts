import type { ZPlaceBetsRequest, ZPlaceBetsResponse } from '@lottery/contracts';
import type { z } from 'zod';
import { apiPostIdempotent } from '../../../shared/api/http-client.ts';

export type TPlaceBetsInput = z.input<typeof ZPlaceBetsRequest>;
/** The answer as it arrives: amounts are JSON numbers in currency units. */
export type TPlaceBetsAnswer = z.output<typeof ZPlaceBetsResponse>;

/**
 * POST /api/Bet/Place. Money moves, so the call carries an Idempotency-Key: sending the same key
 * and body again replays the first answer instead of betting twice.
 */
export const placeBets = (request: TPlaceBetsInput, idempotencyKey: string) =>
  apiPostIdempotent<TPlaceBetsAnswer>('/api/Bet/Place', request, idempotencyKey);
