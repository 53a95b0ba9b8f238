import { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import { adminPermissions } from '../../shared/session/permission.ts';
import type { TAdminIdentity } from '../../shared/session/session-store.ts';

// The shapes of i19-core's AdminAuth routes (packages/contracts admin/admin-auth-schemas.ts).
const ZTokenAnswer = z.object({
  AccessToken: z.string(),
  Stage: z.enum(['password', 'verified']),
  TotpEnrolled: z.boolean(),
});
const ZEnrolment = z.object({ Secret: z.string(), OtpauthUri: z.string() });
const ZVerified = z.object({
  AccessToken: z.string(),
  RecoveryCodes: z.array(z.string()).nullable(),
});
const ZMe = z.object({
  LoginId: z.string(),
  RoleName: z.string(),
  Permissions: z.array(z.enum(adminPermissions)),
});

/** Password step: a token that answers only the second-factor routes until they pass. */
export const loginWithPassword = (loginId: string, password: string) =>
  apiPost('/api/AdminAuth/Login', { LoginId: loginId, Password: password }, ZTokenAnswer);

/** First login: a new authenticator secret and its otpauth URI (for the QR code). */
export const beginEnrolment = () => apiPost('/api/AdminAuth/Totp/Enrol', {}, ZEnrolment);

/**
 * The authenticator's code (binding it at enrolment) or a recovery code: the answer is the
 * session's verified token, with the ten recovery codes when this bound the authenticator.
 */
export const verifySecondFactor = (answer: { Code: string } | { RecoveryCode: string }) =>
  apiPost('/api/AdminAuth/Totp/Verify', answer, ZVerified);

/** The signed-in administrator, their role and permissions (what the shell is built from). */
export async function fetchMe(): Promise<TAdminIdentity> {
  const me = await apiGet('/api/AdminAuth/Me', ZMe);
  return { loginId: me.LoginId, roleName: me.RoleName, permissions: me.Permissions };
}
