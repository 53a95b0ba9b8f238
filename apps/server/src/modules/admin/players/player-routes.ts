import {
  ZBetRecordSearchResponse,
  ZCashFlowRecordResponse,
  ZMovePlayerRequest,
  ZPlayerChangeResponse,
  ZPlayerDetail,
  ZPlayerLoginsQuery,
  ZPlayerLoginsResponse,
  ZPlayerParams,
  ZPlayerRecordsQuery,
  ZPlayerSearchQuery,
  ZPlayerSearchResponse,
  ZPlayerStatementQuery,
  ZResetFundPasswordRequest,
  ZResetSecondFactorRequest,
  ZSecurityCenterData,
  ZSetPlayerRealNameRequest,
  ZScheduleRecordSearchResponse,
} from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { listLogins } from '../../auth/list-logins.ts';
import { searchScheduleRecords } from '../../bet/schedules/schedule-records.ts';
import { movePlayer } from './move-player.ts';
import { playerBets } from './player-bets.ts';
import { playerStatement } from './player-statement.ts';
import { findPlayerId, playerDetail } from './player-detail.ts';
import { resetPlayerSecondFactor } from './reset-second-factor.ts';
import { resetPlayerFundPassword, setPlayerRealName } from './player-security.ts';
import { getSecurityCenterData } from '../../account/get-security-center-data.ts';
import { searchPlayers } from './search-players.ts';

const tags = ['Admin players'];
const view = { tags, access: 'admin', permission: 'players.view' } as const;
const manage = { ...view, permission: 'players.manage' } as const;

/**
 * The back office's Players and agents section. A player's page reads through the owning
 * modules' own searches (the statement is wallet's, bets and chained bets are bet's), so the
 * administrator sees exactly the lines the player sees.
 */
export function adminPlayerRoutes(deps: { db: TDatabase; clock: TClock }) {
  const { db } = deps;
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players',
      summary: 'Search players and agents',
      query: ZPlayerSearchQuery,
      response: ZPlayerSearchResponse,
      handler: ({ query }) => searchPlayers(db, query),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId',
      summary: "A player's page: account, agent tree, balances, state",
      params: ZPlayerParams,
      response: ZPlayerDetail,
      handler: async ({ params }) => unwrap(await playerDetail(db, params.loginId)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId/Statement',
      summary: "A player's ledger statement (cash flow) over site dates",
      params: ZPlayerParams,
      query: ZPlayerStatementQuery,
      response: ZCashFlowRecordResponse,
      handler: async ({ params, query }) => {
        const { Type, ...rest } = query;
        return unwrap(
          await playerStatement(db, params.loginId, {
            ...rest,
            ...(Type === undefined ? {} : { Types: [Type] }),
          }),
        );
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId/Bets',
      summary: "A player's tickets",
      params: ZPlayerParams,
      query: ZPlayerRecordsQuery,
      response: ZBetRecordSearchResponse,
      handler: async ({ params, query, language }) =>
        unwrap(await playerBets(db, deps, params.loginId, query, language)),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId/Schedules',
      summary: "A player's chained bets",
      params: ZPlayerParams,
      query: ZPlayerRecordsQuery,
      response: ZScheduleRecordSearchResponse,
      handler: async ({ params, query, language }) => {
        const userId = unwrap(await findPlayerId(db, params.loginId));
        return unwrap(await searchScheduleRecords(db, userId, query, language));
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId/Logins',
      summary: "A player's logins (time, address, device) and whether each session is open",
      params: ZPlayerParams,
      query: ZPlayerLoginsQuery,
      response: ZPlayerLoginsResponse,
      handler: async ({ params, query }) => {
        const userId = unwrap(await findPlayerId(db, params.loginId));
        const page = { index: query.PageIndex, size: query.PageSize };
        const { rows, total } = await listLogins(db, userId, page);
        return {
          Items: rows.map((row) => ({
            SessionId: row.id,
            CreatedAt: row.created_at.getTime(),
            Ip: row.ip,
            Device: row.user_agent,
            LoginType: row.login_type,
            EndedAt: row.ended_at?.getTime() ?? null,
            EndReason: row.end_reason,
          })),
          TotalCount: total,
          PageIndex: query.PageIndex,
          PageSize: query.PageSize,
        };
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Players/:loginId/Security',
      summary: "A player's security summary: what is set, second-factor flags, score",
      params: ZPlayerParams,
      response: ZSecurityCenterData,
      handler: async ({ params }) =>
        getSecurityCenterData(db, unwrap(await findPlayerId(db, params.loginId))),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Players/ResetFundPassword',
      summary: "Remove a player's fund password (they set a new one behind the login password)",
      body: ZResetFundPasswordRequest,
      response: ZPlayerChangeResponse,
      handler: async ({ body, session }) => {
        const request = { loginId: body.LoginId, reason: body.Reason };
        unwrap(await resetPlayerFundPassword(db, session, request));
        return { State: true as const };
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Players/SetRealName',
      summary: "Set or clear a player's real name (players set it only once)",
      body: ZSetPlayerRealNameRequest,
      response: ZPlayerChangeResponse,
      handler: async ({ body, session }) => {
        unwrap(await setPlayerRealName(db, session, body));
        return { State: true as const };
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Players/MoveUnderAgent',
      summary: 'Move a player or agent (with its downline) under another agent',
      body: ZMovePlayerRequest,
      response: ZPlayerChangeResponse,
      handler: async ({ body, session }) => {
        unwrap(
          await movePlayer(db, session, {
            loginId: body.LoginId,
            agentLoginId: body.AgentLoginId,
            reason: body.Reason,
          }),
        );
        return { State: true as const };
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Players/ResetSecondFactor',
      summary: "Unbind a player's authenticator (they bind a new one next time it is needed)",
      body: ZResetSecondFactorRequest,
      response: ZPlayerChangeResponse,
      handler: async ({ body, session }) => {
        unwrap(
          await resetPlayerSecondFactor(db, session, {
            loginId: body.LoginId,
            reason: body.Reason,
          }),
        );
        return { State: true as const };
      },
    }),
  ];
}
