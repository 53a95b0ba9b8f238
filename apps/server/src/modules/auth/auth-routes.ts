import {
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZStateResponse,
  ZTokenResponse,
  ZTotpBoundResponse,
  ZTotpConfirmRequest,
  ZTotpSetupResponse,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { beginAuthenticatorBinding, confirmAuthenticatorBinding } from './bind-authenticator.ts';
import { changePassword } from './change-password.ts';
import { deviceCookieHeader, deviceTokenOf } from './device-cookie.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { refreshToken } from './refresh-token.ts';
import { register } from './register.ts';

const tags = ['Auth'];

export function authRoutes(deps: TAuthDeps) {
  return [
    defineRoute({
      method: 'POST',
      url: '/api/Token/Login',
      summary:
        'Log in with login ID and password (and authenticator code when the account has one)',
      tags,
      access: 'public',
      body: ZLoginRequest,
      response: ZTokenResponse,
      handler: async ({ body, request, reply }) => {
        const origin = {
          ip: request.ip,
          deviceToken: deviceTokenOf(request),
          userAgent: request.headers['user-agent'],
        };
        const { token, deviceToken } = unwrap(await login(deps, body, origin));
        void reply.header('set-cookie', deviceCookieHeader(deviceToken, request.protocol));
        return token;
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Token/Refresh',
      summary: 'A new token for the current session',
      tags,
      access: 'user',
      response: ZTokenResponse,
      handler: ({ session }) => refreshToken(deps, session),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/Token/Logout',
      summary: 'End the current session',
      tags,
      access: 'user',
      response: ZStateResponse,
      handler: async ({ session }) => {
        await logout(deps, session);
        return { State: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/Register/Register',
      summary:
        'Register a player (an invite code puts it under the agent that owns it); logs in at once',
      tags,
      access: 'public',
      body: ZRegisterRequest,
      response: ZTokenResponse,
      handler: async ({ body, request }) => unwrap(await register(deps, body, request.ip)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/AccountCenter/ChangePassword',
      summary: "Change the password; ends the account's other sessions",
      tags,
      access: 'user',
      body: ZChangePasswordRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await changePassword(deps, session, body));
        return { State: true };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/AccountCenter/BeginGoogleAuth',
      summary: 'Start binding an authenticator app: returns the secret to scan',
      tags,
      access: 'user',
      response: ZTotpSetupResponse,
      handler: async ({ session }) => unwrap(await beginAuthenticatorBinding(deps, session)),
    }),
    defineRoute({
      method: 'POST',
      url: '/api/AccountCenter/ConfirmGoogleAuth',
      summary:
        'Finish binding with a code from the app; login then asks for a code. Answers ten recovery codes, shown this once',
      tags,
      access: 'user',
      body: ZTotpConfirmRequest,
      response: ZTotpBoundResponse,
      handler: async ({ body, session }) => {
        const { RecoveryCodes } = unwrap(
          await confirmAuthenticatorBinding(deps, session, body.Code),
        );
        return { State: true as const, RecoveryCodes };
      },
    }),
  ];
}
