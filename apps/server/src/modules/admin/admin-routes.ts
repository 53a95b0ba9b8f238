import {
  ZAddIpRestrictionRequest,
  ZAddMaintenanceRequest,
  ZAdminSessionList,
  ZAdminSessionsQuery,
  ZBlacklistSessionRequest,
  ZEndedSessionsResponse,
  ZForceLogoutRequest,
  ZIdParams,
  ZIpRestriction,
  ZIpRestrictionList,
  ZMaintenanceList,
  ZMaintenanceWindow,
  ZSetStateFlagsRequest,
  ZStateResponse,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import {
  blacklistSession,
  forceLogout,
  listSessions,
  setStateFlags,
  type TAdminDeps,
} from './manage-sessions.ts';
import {
  addIpRestriction,
  addMaintenance,
  listIpRestrictions,
  listMaintenance,
  removeIpRestriction,
  removeMaintenance,
} from './manage-site-access.ts';
import type { TSiteAccess } from './site-access.ts';

const tags = ['Admin'];
// Reachable during maintenance and from blocked addresses, as every administrator route is.
const common = { tags, access: 'admin' } as const;

export function adminRoutes(deps: TAdminDeps & { siteAccess: TSiteAccess }) {
  const changed = <T>(value: T) => {
    deps.siteAccess.invalidate();
    return value;
  };
  return [
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/Sessions',
      permission: 'players.view',
      summary: 'Recent sessions of an account',
      query: ZAdminSessionsQuery,
      response: ZAdminSessionList,
      handler: async ({ query }) => ({ Sessions: await listSessions(deps, query.LoginId) }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/Sessions/Blacklist',
      permission: 'players.manage',
      summary: 'Blacklist one session (its holder is told to log in again)',
      body: ZBlacklistSessionRequest,
      response: ZEndedSessionsResponse,
      handler: async ({ body, session }) => ({
        EndedSessions: unwrap(await blacklistSession(deps, session, body.SessionId)),
      }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/Users/ForceLogout',
      permission: 'players.manage',
      summary: 'Force every session of an account to log out',
      body: ZForceLogoutRequest,
      response: ZEndedSessionsResponse,
      handler: async ({ body, session }) => ({
        EndedSessions: unwrap(await forceLogout(deps, session, body.LoginId)),
      }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/Users/SetStateFlags',
      permission: 'players.manage',
      summary: 'Set the player state bit flags; the disabled bit also logs the account out',
      body: ZSetStateFlagsRequest,
      response: ZEndedSessionsResponse,
      handler: async ({ body, session }) => ({
        EndedSessions: unwrap(await setStateFlags(deps, session, body.LoginId, body.StateFlags)),
      }),
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/IpRestrictions',
      permission: 'content.view',
      summary: 'Blocked addresses and networks',
      response: ZIpRestrictionList,
      handler: async () => ({ Restrictions: await listIpRestrictions(deps) }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/IpRestrictions',
      permission: 'site.manage',
      summary: 'Block an address or network',
      body: ZAddIpRestrictionRequest,
      response: ZIpRestriction,
      handler: async ({ body, session }) =>
        changed(unwrap(await addIpRestriction(deps, session, body))),
    }),
    defineRoute({
      ...common,
      method: 'DELETE',
      url: '/api/Admin/IpRestrictions/:id',
      permission: 'site.manage',
      summary: 'Unblock',
      params: ZIdParams,
      response: ZStateResponse,
      handler: async ({ params, session }) => {
        unwrap(await removeIpRestriction(deps, session, params.id));
        return changed({ State: true });
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/Admin/Maintenance',
      permission: 'content.view',
      summary: 'Current and coming maintenance windows',
      response: ZMaintenanceList,
      handler: async () => ({ Windows: await listMaintenance(deps) }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/Admin/Maintenance',
      permission: 'site.manage',
      summary: 'Schedule a maintenance window (every player API answers 503 inside it)',
      body: ZAddMaintenanceRequest,
      response: ZMaintenanceWindow,
      handler: async ({ body, session }) => changed(await addMaintenance(deps, session, body)),
    }),
    defineRoute({
      ...common,
      method: 'DELETE',
      url: '/api/Admin/Maintenance/:id',
      permission: 'site.manage',
      summary: 'Cancel or end a maintenance window',
      params: ZIdParams,
      response: ZStateResponse,
      handler: async ({ params, session }) => {
        unwrap(await removeMaintenance(deps, session, params.id));
        return changed({ State: true });
      },
    }),
  ];
}
