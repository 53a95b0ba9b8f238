import {
  ZPlaceScheduleRequest,
  ZPlaceScheduleResponse,
  ZScheduleRecordSearchRequest,
  ZScheduleRecordSearchResponse,
  ZStopScheduleRequest,
  ZStopScheduleResponse,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { idempotentRequest } from '../../../platform/idempotency.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { placeSchedule } from './place-schedule.ts';
import { searchScheduleRecords } from './schedule-records.ts';
import { stopScheduleByPlayer } from './stop-schedule.ts';

export interface TScheduleDeps {
  db: TDatabase;
  clock: TClock;
}

/** Chained bets (追号): making and stopping one (money-moving: an Idempotency-Key each), records. */
export function scheduleRoutes(deps: TScheduleDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/Bet/Schedule',
      summary:
        'Chain one ticket over issues, each with its multiple; the whole cost is held at once',
      tags: ['Bet'],
      access: 'user',
      body: ZPlaceScheduleRequest,
      response: ZPlaceScheduleResponse,
      handler: async (input) =>
        unwrap(
          await idempotentRequest(deps, input, 'Bet/Schedule', (tx) =>
            placeSchedule(tx, deps, input.session.userId, input.body),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/Bet/StopSchedule',
      summary: 'Stop a running chained bet: issues not placed are released, open tickets cancelled',
      tags: ['Bet'],
      access: 'user',
      body: ZStopScheduleRequest,
      response: ZStopScheduleResponse,
      handler: async (input) =>
        unwrap(
          await idempotentRequest(deps, input, 'Bet/StopSchedule', (tx) =>
            stopScheduleByPlayer(tx, deps, input.session.userId, input.body.ScheduleId),
          ),
        ),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/ScheduleRecord/Search',
      summary: "The caller's chained bets, newest first, with their issues, by page",
      tags: ['ScheduleRecord'],
      access: 'user',
      body: ZScheduleRecordSearchRequest,
      response: ZScheduleRecordSearchResponse,
      handler: async ({ body, session, language }) =>
        unwrap(await searchScheduleRecords(deps.db, session.userId, body, language)),
    }),
  ];
}
