import {
  ZBalanceAdjustment,
  ZBetRecordSearchResponse,
  ZCashFlowRecordResponse,
  ZEndedSessionsResponse,
  ZPlayerChangeResponse,
  ZPlayerDetail,
  ZPlayerLoginsResponse,
  ZPlayerSearchResponse,
  ZScheduleRecordSearchResponse,
  ZSecurityCenterData,
} from '@lottery/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { wireSchema } from '../../shared/api/wire-schema.ts';
import { apiGet, apiPost, type TQuery } from '../../shared/api/client.ts';

/** The Players section's calls (server: modules/admin/players/player-routes.ts). */

const base = '/api/Admin/Players';
const playerPath = (loginId: string) => `${base}/${encodeURIComponent(loginId)}`;

export const playerKeys = {
  all: ['players'] as const,
  search: (query: TQuery) => ['players', 'search', query] as const,
  player: (loginId: string) => ['players', 'player', loginId] as const,
  tab: (loginId: string, tab: string, query: TQuery) =>
    ['players', 'player', loginId, tab, query] as const,
};

export const usePlayerSearch = (query: TQuery) =>
  useQuery({
    queryKey: playerKeys.search(query),
    queryFn: () => apiGet(base, wireSchema(ZPlayerSearchResponse), query),
    placeholderData: keepPreviousData,
  });

export const usePlayer = (loginId: string) =>
  useQuery({
    queryKey: playerKeys.player(loginId),
    queryFn: () => apiGet(playerPath(loginId), wireSchema(ZPlayerDetail)),
  });

/** One tab of a player's page: `${player}/${tab}` with its query, parsed by its contract. */
function usePlayerTab<TSchema extends z.ZodType>(
  loginId: string,
  tab: string,
  schema: TSchema,
  query: TQuery,
) {
  return useQuery({
    queryKey: playerKeys.tab(loginId, tab, query),
    queryFn: () => apiGet(`${playerPath(loginId)}/${tab}`, wireSchema(schema), query),
    placeholderData: keepPreviousData,
  });
}

export const usePlayerStatement = (loginId: string, query: TQuery) =>
  usePlayerTab(loginId, 'Statement', ZCashFlowRecordResponse, query);
export const usePlayerBets = (loginId: string, query: TQuery) =>
  usePlayerTab(loginId, 'Bets', ZBetRecordSearchResponse, query);
export const usePlayerSchedules = (loginId: string, query: TQuery) =>
  usePlayerTab(loginId, 'Schedules', ZScheduleRecordSearchResponse, query);
export const usePlayerLogins = (loginId: string, query: TQuery) =>
  usePlayerTab(loginId, 'Logins', ZPlayerLoginsResponse, query);
export const usePlayerSecurity = (loginId: string) =>
  usePlayerTab(loginId, 'Security', ZSecurityCenterData, {});

/** A change to a player: on success the player's page (head and tabs) reloads. */
function usePlayerChange<TBody>(loginId: string, post: (body: TBody) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.player(loginId) }),
  });
}

export const useSetStateFlags = (loginId: string) =>
  usePlayerChange(loginId, (flags: number) =>
    apiPost(
      '/api/Admin/Users/SetStateFlags',
      { LoginId: loginId, StateFlags: flags },
      ZEndedSessionsResponse,
    ),
  );

export const useBlacklistSession = (loginId: string) =>
  usePlayerChange(loginId, (sessionId: string) =>
    apiPost('/api/Admin/Sessions/Blacklist', { SessionId: sessionId }, ZEndedSessionsResponse),
  );

export const useForceLogout = (loginId: string) =>
  usePlayerChange(loginId, () =>
    apiPost('/api/Admin/Users/ForceLogout', { LoginId: loginId }, ZEndedSessionsResponse),
  );

export const useMovePlayer = (loginId: string) =>
  usePlayerChange(loginId, (body: { agentLoginId: string | null; reason: string }) =>
    apiPost(
      `${base}/MoveUnderAgent`,
      { LoginId: loginId, AgentLoginId: body.agentLoginId, Reason: body.reason },
      ZPlayerChangeResponse,
    ),
  );

export const useResetSecondFactor = (loginId: string) =>
  usePlayerChange(loginId, (reason: string) =>
    apiPost(
      `${base}/ResetSecondFactor`,
      { LoginId: loginId, Reason: reason },
      ZPlayerChangeResponse,
    ),
  );

/** A maker's balance adjustment request (i19-core's route); a second administrator approves it. */
export const useRequestAdjustment = (loginId: string) =>
  usePlayerChange(
    loginId,
    (body: { amount: string; cashFlowType: number; reason: string; idempotencyKey: string }) =>
      apiPost(
        '/api/Admin/BalanceAdjustments',
        {
          LoginId: loginId,
          Amount: body.amount,
          CashFlowType: body.cashFlowType,
          Reason: body.reason,
        },
        wireSchema(ZBalanceAdjustment),
        { idempotencyKey: body.idempotencyKey },
      ),
  );

/** Removes the fund password (account module); the player sets a new one. */
export const useResetFundPassword = (loginId: string) =>
  usePlayerChange(loginId, (reason: string) =>
    apiPost(
      `${base}/ResetFundPassword`,
      { LoginId: loginId, Reason: reason },
      ZPlayerChangeResponse,
    ),
  );

/** Sets or (null) clears the real name the player may set only once. */
export const useSetPlayerRealName = (loginId: string) =>
  usePlayerChange(loginId, (body: { realName: string | null; reason: string }) =>
    apiPost(
      `${base}/SetRealName`,
      { LoginId: loginId, RealName: body.realName, Reason: body.reason },
      ZPlayerChangeResponse,
    ),
  );
