import {
  ZAdminAccountList,
  ZAdminAccountSessionList,
  ZAdminEndSessionRequest,
  ZAdminIdRequest,
  ZAdminRoleList,
  ZAdminSessionsOfQuery,
  ZCreateAdminRequest,
  ZCreateRoleRequest,
  ZSetAdminDisabledRequest,
  ZSetAdminRoleRequest,
  ZSetAllowedNetworksRequest,
  ZStateResponse,
  ZUpdateRoleRequest,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import { listAdminSessions } from '../identity/admin-sessions.ts';
import { endSessionAsAdmin } from '../identity/own-account.ts';
import { listAdmins, listRoles } from './list-admins.ts';
import {
  createAdmin,
  resetAdminSecondFactor,
  setAdminDisabled,
  setAdminRole,
  setAllowedNetworks,
  type TManageAdminsDeps,
} from './manage-admins.ts';
import { createRole, updateRole } from './manage-roles.ts';

const common = { tags: ['Admin accounts'], access: 'admin' } as const;
const view = { ...common, permission: 'admins.view' } as const;
const manage = { ...common, permission: 'admins.manage' } as const;
const ok = { State: true as const };

/** `/api/Admin/Admins` and `/api/Admin/Roles`: the owner's management of administrators. */
export function adminAccountsRoutes(deps: TManageAdminsDeps) {
  return [
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Admins',
      summary: 'Every administrator with role, second factor, allowed networks, open sessions',
      response: ZAdminAccountList,
      handler: async () => ({ Admins: await listAdmins(deps.db) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins',
      summary: 'Create an administrator with a role and a first password',
      body: ZCreateAdminRequest,
      response: z.object({ AdminId: z.number().int() }),
      handler: async ({ body, session }) => unwrap(await createAdmin(deps, session, body)),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins/SetRole',
      summary: 'Change the role (the last active owner stays owner)',
      body: ZSetAdminRoleRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await setAdminRole(deps, session, body));
        return ok;
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins/SetDisabled',
      summary: 'Disable (every session ends at once) or enable an administrator',
      body: ZSetAdminDisabledRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await setAdminDisabled(deps, session, body));
        return ok;
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins/ResetSecondFactor',
      summary: 'Remove the authenticator and recovery codes; sessions end; next login enrols anew',
      body: ZAdminIdRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await resetAdminSecondFactor(deps, session, body));
        return ok;
      },
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins/SetAllowedNetworks',
      summary: 'Addresses the administrator may work from (empty: anywhere)',
      body: ZSetAllowedNetworksRequest,
      response: z.object({ Networks: z.array(z.string()) }),
      handler: async ({ body, session }) => ({
        Networks: unwrap(await setAllowedNetworks(deps, session, body)),
      }),
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Admins/Sessions',
      summary: "An administrator's sessions, open ones first",
      query: ZAdminSessionsOfQuery,
      response: ZAdminAccountSessionList,
      handler: async ({ query, session }) => ({
        Sessions: await listAdminSessions(deps.db, query.AdminId, session.sessionId),
      }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Admins/Sessions/End',
      summary: "End any administrator's session; it is refused at once",
      body: ZAdminEndSessionRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        const end = { sessionId: body.SessionId, reason: 'ended', anyAdmin: true } as const;
        unwrap(await endSessionAsAdmin(deps, session, end));
        return ok;
      },
    }),
    defineRoute({
      ...view,
      method: 'GET',
      url: '/api/Admin/Roles',
      summary: 'Built-in and custom roles with their permissions',
      response: ZAdminRoleList,
      handler: async () => ({ Roles: await listRoles(deps.db) }),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Roles',
      summary: 'Define a custom role with chosen permissions',
      body: ZCreateRoleRequest,
      response: z.object({ RoleId: z.number().int() }),
      handler: async ({ body, session }) => unwrap(await createRole(deps, session, body)),
    }),
    defineRoute({
      ...manage,
      method: 'POST',
      url: '/api/Admin/Roles/Update',
      summary: 'Rename a custom role or change its permissions (built-in roles are fixed)',
      body: ZUpdateRoleRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await updateRole(deps, session, body));
        return ok;
      },
    }),
  ];
}
