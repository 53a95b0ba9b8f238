import {
  ZAdminMe,
  ZAdminTokenResponse,
  ZAdminTotpEnrolResponse,
  ZAdminTotpVerifyResponse,
} from '@lottery/contracts';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import type { TAdminIdentity } from '../../shared/session/session-store.ts';

/** Password step: a token that answers only the second-factor routes until they pass. */
export const loginWithPassword = (loginId: string, password: string) =>
  apiPost('/api/AdminAuth/Login', { LoginId: loginId, Password: password }, ZAdminTokenResponse);

/** First login: a new authenticator secret and its otpauth URI (for the QR code). */
export const beginEnrolment = () =>
  apiPost('/api/AdminAuth/Totp/Enrol', {}, ZAdminTotpEnrolResponse);

/**
 * The authenticator's code (binding it at enrolment) or a recovery code: the answer is the
 * session's verified token, with the ten recovery codes when this bound the authenticator.
 */
export const verifySecondFactor = (answer: { Code: string } | { RecoveryCode: string }) =>
  apiPost('/api/AdminAuth/Totp/Verify', answer, ZAdminTotpVerifyResponse);

/** The signed-in administrator, their role and permissions (what the shell is built from). */
export async function fetchMe(): Promise<TAdminIdentity> {
  const me = await apiGet('/api/AdminAuth/Me', ZAdminMe);
  return { loginId: me.LoginId, roleName: me.RoleName, permissions: me.Permissions };
}
