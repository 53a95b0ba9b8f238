import {
  ZChangeFundPasswordRequest,
  ZLoginHistory,
  ZLoginHistoryRequest,
  ZRecoveryCodesRequest,
  ZRecoveryCodesResponse,
  ZSecondFactorCodeRequest,
  ZSecurityCenterData,
  ZSetFundPasswordRequest,
  ZSetRealNameRequest,
  ZSetSecurityQuestionsRequest,
  ZStateResponse,
  ZUpdateProfileRequest,
} from '@lottery/contracts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TAccountDeps } from './account-deps.ts';
import { regenerateRecoveryCodes, unbindAuthenticator } from './authenticator-codes.ts';
import { getSecurityCenterData } from './get-security-center-data.ts';
import { loginHistory } from './login-history.ts';
import { changeFundPassword, setFundPassword } from './set-fund-password.ts';
import { setOwnRealName } from './set-real-name.ts';
import { setSecurityQuestions } from './set-security-questions.ts';
import { updateProfile } from './update-profile.ts';

const common = { tags: ['Account security'], access: 'user' } as const;
const done = { State: true };

/** /AccountInfo, /AccountPassword and /AccountSecurity's calls (module README: account). */
export function accountSecurityRoutes(deps: TAccountDeps) {
  const { db, clock } = deps;
  return [
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/GetSecurityCenterData',
      summary: 'What is set, what the flags ask a second factor for, and the security score',
      response: ZSecurityCenterData,
      handler: ({ session }) => getSecurityCenterData(db, session.userId),
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/UpdateProfile',
      summary: 'Change email, phone, QQ, WeChat or birthday (fields left out stay)',
      body: ZUpdateProfileRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await updateProfile(deps, session.userId, body));
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/SetRealName',
      summary: 'Set the real name, once; afterwards only an administrator changes it',
      body: ZSetRealNameRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        const now = clock.now();
        unwrap(
          await db.transaction((tx) => setOwnRealName(tx, session.userId, body.RealName, now)),
        );
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/SetFundPassword',
      summary: 'Set the first fund password (needs the login password)',
      body: ZSetFundPasswordRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await setFundPassword(deps, session.userId, body));
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/ChangeFundPassword',
      summary:
        'Change the fund password with the old one, or reset it with the login password; a second factor per flag',
      body: ZChangeFundPasswordRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await changeFundPassword(deps, session.userId, body));
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/RegenerateRecoveryCodes',
      summary: 'Ten new one-use recovery codes (the old ones stop working); needs a code',
      body: ZRecoveryCodesRequest,
      response: ZRecoveryCodesResponse,
      handler: async ({ body, session }) => {
        const now = clock.now();
        return unwrap(
          await db.transaction((tx) => regenerateRecoveryCodes(tx, session.userId, body.Code, now)),
        );
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/UnbindGoogleAuth',
      summary: 'Unbind the authenticator with a code from it or a recovery code',
      body: ZSecondFactorCodeRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        const now = clock.now();
        unwrap(
          await db.transaction((tx) => unbindAuthenticator(tx, session.userId, body.Code, now)),
        );
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/SetSecurityQuestions',
      summary: 'Replace the security questions (2 or 3 from the list); needs the login password',
      body: ZSetSecurityQuestionsRequest,
      response: ZStateResponse,
      handler: async ({ body, session }) => {
        unwrap(await setSecurityQuestions(deps, session.userId, body));
        return done;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      url: '/api/AccountCenter/GetLoginHistory',
      summary: 'Own logins, newest first: address, browser, time, how each ended',
      body: ZLoginHistoryRequest,
      response: ZLoginHistory,
      handler: ({ body, session }) =>
        loginHistory(db, session, { index: body.PageIndex, size: body.PageSize }),
    }),
  ];
}
