import {
  ZAdminAccountSessionList,
  ZAdminEndSessionRequest,
  ZAdminLoginRequest,
  ZAdminMe,
  ZAdminRecoveryCodesRequest,
  ZAdminRecoveryCodesResponse,
  ZAdminTokenResponse,
  ZAdminTotpEnrolResponse,
  ZAdminTotpVerifyRequest,
  ZAdminTotpVerifyResponse,
  ZStateResponse,
} from '@lottery/contracts';
import { z } from 'zod';
import { unwrap } from '../../../platform/result.ts';
import { defineRoute } from '../../../platform/route.ts';
import type { TAdminIdentityDeps } from './admin-deps.ts';
import { loginAdmin } from './admin-login.ts';
import { listAdminSessions } from './admin-sessions.ts';
import { endSessionAsAdmin, readMe, refreshAdminToken } from './own-account.ts';
import { enrolTotp, regenerateRecoveryCodes, verifySecondFactor } from './second-factor.ts';

// The console's own login stays reachable during maintenance and from blocked addresses, or an
// administrator could not end either; each account's own allow-list still applies.
const common = { tags: ['AdminAuth'], bypassSiteGuard: true } as const;

const ZRefreshResponse = z
  .object({ AccessToken: z.string(), ExpiresIn: z.number().int() })
  .meta({ id: 'AdminRefreshResponse' });

/** `/api/AdminAuth/...`: an administrator's login, second factor, own sessions and codes. */
export function adminAuthRoutes(deps: TAdminIdentityDeps) {
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/Login',
      summary: 'Password step: opens a session that answers only the second-factor routes',
      access: 'public',
      body: ZAdminLoginRequest,
      response: ZAdminTokenResponse,
      handler: async ({ body, request }) =>
        unwrap(
          await loginAdmin(deps, body, {
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          }),
        ),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/Totp/Enrol',
      summary: 'First login: a new authenticator secret and its otpauth URI (for the QR code)',
      access: 'admin-pending',
      response: ZAdminTotpEnrolResponse,
      handler: async ({ session }) => unwrap(await enrolTotp(deps, session)),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/Totp/Verify',
      summary:
        'Second step: an authenticator code (enrols at first login and answers ten recovery ' +
        'codes, shown once) or a recovery code; a code is never accepted twice',
      access: 'admin-pending',
      body: ZAdminTotpVerifyRequest,
      response: ZAdminTotpVerifyResponse,
      handler: async ({ body, session }) => {
        const verified = unwrap(await verifySecondFactor(deps, session, body));
        return { ...(await refreshAdminToken(deps, session)), ...verified };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/Logout',
      summary: 'End the current session',
      access: 'admin-pending',
      response: ZStateResponse,
      handler: async ({ session }) => {
        const end = { sessionId: session.sessionId, reason: 'logout', anyAdmin: false } as const;
        unwrap(await endSessionAsAdmin(deps, session, end));
        return { State: true };
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/AdminAuth/Token/Refresh',
      summary: 'A new token for the current session (which must still be open)',
      access: 'admin-pending',
      response: ZRefreshResponse,
      handler: ({ session }) => refreshAdminToken(deps, session),
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/AdminAuth/Me',
      summary: 'The logged-in administrator: login ID, display name, role and permissions',
      access: 'admin-self',
      response: ZAdminMe,
      handler: ({ session }) => readMe(deps, session),
    }),
    defineRoute({
      ...common,
      method: 'GET',
      url: '/api/AdminAuth/Sessions',
      summary: "The administrator's own sessions, open ones first",
      access: 'admin-self',
      response: ZAdminAccountSessionList,
      handler: async ({ session }) => ({
        Sessions: await listAdminSessions(deps.db, session.adminId, session.sessionId),
      }),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/Sessions/End',
      summary: 'End one of your own sessions (another device); it is refused at once',
      access: 'admin-self',
      body: ZAdminEndSessionRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        const end = { sessionId: body.SessionId, reason: 'ended', anyAdmin: false } as const;
        unwrap(await endSessionAsAdmin(deps, session, end));
        return { State: true };
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AdminAuth/RecoveryCodes/Regenerate',
      summary: 'Ten new recovery codes (shown once; the old ones stop working), on a right code',
      access: 'admin-self',
      body: ZAdminRecoveryCodesRequest,
      response: ZAdminRecoveryCodesResponse,
      handler: async ({ body, session }) => ({
        RecoveryCodes: unwrap(await regenerateRecoveryCodes(deps, session, body.Code)),
      }),
    }),
  ];
}
