import type { ZPlaceBetsResponse } from '@lottery/contracts';
import type { z } from 'zod';
import type { TPlaceBetsBody } from '../pending-bets-store.ts';
import { sendIdempotent } from '../send-idempotent.ts';

/** The answer as it crosses the wire: amounts are JSON numbers with at most three decimals. */
export type TPlaceBetsAnswer = z.output<typeof ZPlaceBetsResponse>;
export type TPlacedTicket = TPlaceBetsAnswer['Tickets'][number];

export const placeBetsPath = '/api/Bet/Place';

/** POST /api/Bet/Place with the key the journal keeps for this body. */
export const placeBets = (body: TPlaceBetsBody, idempotencyKey: string) =>
  sendIdempotent<TPlaceBetsAnswer>(placeBetsPath, body, idempotencyKey);
