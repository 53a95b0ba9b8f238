import {
  ZBetRecordSearchRequest,
  ZBetRecordSearchResponse,
  ZCancelTicketRequest,
  ZCancelTicketResponse,
  ZPlaceBetsRequest,
  ZPlaceBetsResponse,
} from '@lottery/contracts';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { idempotentCallOf, idempotentRequest } from '../../platform/idempotency.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { searchBetRecords } from './bet-records.ts';
import { cancelTicket } from './cancel-ticket.ts';
import { placeBetsRequest } from './place-bets.ts';

export interface TBetDeps {
  db: TDatabase;
  clock: TClock;
}

/** Placing and cancelling bets (money-moving: an Idempotency-Key header each) and the records. */
export function betRoutes(deps: TBetDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/Bet/Place',
      summary: 'Place a cart of tickets on one issue (MiaoMiao: drawn and settled at once)',
      tags: ['Bet'],
      access: 'user',
      body: ZPlaceBetsRequest,
      response: ZPlaceBetsResponse,
      handler: async (input) =>
        unwrap(
          await placeBetsRequest(
            deps.db,
            deps,
            idempotentCallOf(deps, input, 'Bet/Place'),
            input.body,
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/Bet/Cancel',
      summary: 'Cancel an open ticket before its issue seals; the stake returns to the wallet',
      tags: ['Bet'],
      access: 'user',
      body: ZCancelTicketRequest,
      response: ZCancelTicketResponse,
      handler: async (input) =>
        unwrap(
          await idempotentRequest(deps, input, 'Bet/Cancel', (tx) =>
            cancelTicket(tx, deps, input.session.userId, input.body.TicketId),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/BetRecord/Search',
      summary: "The caller's tickets, newest first, by game, state and site date, by page",
      tags: ['BetRecord'],
      access: 'user',
      body: ZBetRecordSearchRequest,
      response: ZBetRecordSearchResponse,
      handler: ({ body, session, language }) =>
        searchBetRecords(deps.db, deps, { userId: session.userId }, body, language),
    }),
  ];
}
