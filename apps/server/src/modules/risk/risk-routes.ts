import {
  ZDecideWinHoldRequest,
  ZDecideWinHoldResponse,
  ZExposureResponse,
  ZFlaggedPlayerList,
  ZOkResponse,
  ZSetWinHoldThresholdRequest,
  ZWinHoldList,
  ZWinHoldListQuery,
  ZWinHoldThresholdList,
} from '@lottery/contracts';
import { z } from 'zod';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import { decideWinHold } from './decide-win-hold.ts';
import { exposureBoard } from './exposure-query.ts';
import { defaultFlagOptions, flaggedPlayers } from './flagged-players.ts';
import { listWinHolds } from './list-win-holds.ts';
import { listWinHoldThresholds, setWinHoldThreshold } from './win-hold-thresholds.ts';

/** The Risk section's API (issue #19): exposure board, win holds and thresholds, flags. */

const common = { tags: ['Admin', 'Risk'], access: 'admin' } as const;

const ZExposureQuery = z.object({ GameId: z.coerce.number().int().min(1).optional() });

export function riskRoutes(deps: { db: TDatabase; clock: TClock }) {
  return [
    defineRoute({
      ...common,
      permission: 'risk.view',
      method: 'GET',
      url: '/api/Admin/Risk/Exposure',
      summary:
        "Each game's current issue: stake and top payout per bet item, and the costliest " +
        'results (games with at most a few hundred possible results)',
      query: ZExposureQuery,
      response: ZExposureResponse,
      handler: async ({ query, language }) => {
        const now = deps.clock.now();
        const games = await exposureBoard(deps.db, {
          now,
          language,
          ...(query.GameId !== undefined && { gameId: query.GameId }),
        });
        return { Games: games, At: now };
      },
    }),
    defineRoute({
      ...common,
      permission: 'risk.view',
      method: 'GET',
      url: '/api/Admin/Risk/WinHolds',
      summary: 'Held wins (under review) or the decided ones, paged',
      query: ZWinHoldListQuery,
      response: ZWinHoldList,
      handler: async ({ query, language }) => listWinHolds(deps.db, { ...query, language }),
    }),
    defineRoute({
      ...common,
      permission: 'risk.manage',
      method: 'POST',
      url: '/api/Admin/Risk/WinHolds/Release',
      summary: 'Release a held win: pays the prize to the player once (6301 none, 6302 decided)',
      body: ZDecideWinHoldRequest,
      response: ZDecideWinHoldResponse,
      handler: async ({ body, session }) =>
        unwrap(
          await decideWinHold(deps, session, body.TicketId, {
            kind: 'release',
            reason: body.Reason,
          }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'risk.manage',
      method: 'POST',
      url: '/api/Admin/Risk/WinHolds/Void',
      summary: 'Void a held win: the ticket ends with no prize (6301 none, 6302 decided)',
      body: ZDecideWinHoldRequest,
      response: ZDecideWinHoldResponse,
      handler: async ({ body, session }) =>
        unwrap(
          await decideWinHold(deps, session, body.TicketId, { kind: 'void', reason: body.Reason }),
        ),
    }),
    defineRoute({
      ...common,
      permission: 'risk.view',
      method: 'GET',
      url: '/api/Admin/Risk/WinHoldThresholds',
      summary: 'The win-hold thresholds: site-wide (GameId null) and per game',
      response: ZWinHoldThresholdList,
      handler: async () => ({ Thresholds: await listWinHoldThresholds(deps.db) }),
    }),
    defineRoute({
      ...common,
      permission: 'risk.manage',
      method: 'POST',
      url: '/api/Admin/Risk/WinHoldThresholds/Set',
      summary: 'Set or clear (null) the site-wide or a game’s win-hold threshold',
      body: ZSetWinHoldThresholdRequest,
      response: ZOkResponse,
      handler: async ({ body, session }) => {
        unwrap(await setWinHoldThreshold(deps, session, body));
        return { Ok: true as const };
      },
    }),
    defineRoute({
      ...common,
      permission: 'risk.view',
      method: 'GET',
      url: '/api/Admin/Risk/FlaggedPlayers',
      summary: 'Players flagged by rules over the last 7 days, with the evidence',
      response: ZFlaggedPlayerList,
      handler: async () => ({
        Flags: await flaggedPlayers(deps.db, { ...defaultFlagOptions, now: deps.clock.now() }),
      }),
    }),
  ];
}
