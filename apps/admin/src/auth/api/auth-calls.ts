import { z } from 'zod';
import { apiGet, apiPost } from '../../shared/api/client.ts';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import type { TAdminIdentity } from '../../shared/session/session-store.ts';

const ZLoginAnswer = z.object({ Token: z.string(), NeedsEnrolment: z.boolean() });
const ZEnrolment = z.object({ Secret: z.string(), OtpauthUri: z.string() });
const ZRecoveryCodes = z.object({ RecoveryCodes: z.array(z.string()) });
const ZMe = z.object({
  LoginId: z.string(),
  RoleName: z.string(),
  Permissions: z.array(z.string()),
});

/** Password step: a token that answers only the second-factor routes until they pass. */
export const loginWithPassword = (loginId: string, password: string) =>
  apiPost('/api/Admin/Auth/Login', { LoginId: loginId, Password: password }, ZLoginAnswer);

/** A new authenticator secret for this pending login (and its otpauth URI for the QR code). */
export const beginEnrolment = () => apiPost('/api/Admin/Auth/Totp/Begin', {}, ZEnrolment);

/** The first right code binds the authenticator; the answer holds the 10 recovery codes. */
export const confirmEnrolment = (code: string) =>
  apiPost('/api/Admin/Auth/Totp/Confirm', { Code: code }, ZRecoveryCodes);

export const verifySecondFactor = (answer: { Code: string } | { RecoveryCode: string }) =>
  apiPost('/api/Admin/Auth/Verify', answer, z.unknown());

/** The signed-in administrator, their role and permissions (what the shell is built from). */
export async function fetchMe(): Promise<TAdminIdentity> {
  const me = await apiGet('/api/Admin/Auth/Me', ZMe);
  return {
    loginId: me.LoginId,
    roleName: me.RoleName,
    permissions: me.Permissions as TAdminPermission[],
  };
}
