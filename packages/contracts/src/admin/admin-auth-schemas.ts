import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZTotpCode } from '../auth/auth-schemas.ts';
import { plainTextCheck, ZText } from '../validation/text.ts';
import { adminPermissions } from './permissions.ts';

/** The console's login: password first, then the second factor on the same session. */
export const ZAdminLoginRequest = z
  .object({
    LoginId: ZText.min(1, { error: 'required' }).max(64),
    Password: ZText.min(1, { error: 'required' }).max(128),
  })
  .meta({ id: 'AdminLoginRequest' });
export type TAdminLoginRequest = z.infer<typeof ZAdminLoginRequest>;

export const ZAdminTokenResponse = z
  .object({
    AccessToken: z.string(),
    ExpiresIn: z.number().int().describe('Seconds until the token expires'),
    /** 'password': only the second-factor routes answer until Totp/Verify passes. */
    Stage: z.enum(['password', 'verified']),
    /** False at first login: call Totp/Enrol, show its QR code, then Totp/Verify. */
    TotpEnrolled: z.boolean(),
  })
  .meta({ id: 'AdminTokenResponse' });
export type TAdminTokenResponse = z.infer<typeof ZAdminTokenResponse>;

export const ZAdminTotpEnrolResponse = z
  .object({
    Secret: z.string().describe('Base32, for typing into an authenticator app'),
    OtpauthUri: z.string().describe('otpauth:// URI for the QR code'),
  })
  .meta({ id: 'AdminTotpEnrolResponse' });

/** One of the two: the authenticator's code, or one of the recovery codes (each used once). */
export const ZAdminTotpVerifyRequest = z
  .object({
    Code: ZTotpCode.optional(),
    RecoveryCode: ZText.regex(/^[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}$/i, {
      error: 'format',
    }).optional(),
  })
  .refine((body) => (body.Code === undefined) !== (body.RecoveryCode === undefined), {
    error: 'required',
    path: ['Code'],
  })
  .meta({ id: 'AdminTotpVerifyRequest' });
export type TAdminTotpVerifyRequest = z.infer<typeof ZAdminTotpVerifyRequest>;

export const ZAdminTotpVerifyResponse = z
  .object({
    AccessToken: z.string(),
    ExpiresIn: z.number().int(),
    /** At enrolment only: ten recovery codes, shown this once. */
    RecoveryCodes: z.array(z.string()).nullable(),
  })
  .meta({ id: 'AdminTotpVerifyResponse' });

export const ZAdminRecoveryCodesRequest = z
  .object({ Code: ZTotpCode })
  .meta({ id: 'AdminRecoveryCodesRequest' });
export const ZAdminRecoveryCodesResponse = z
  .object({ RecoveryCodes: z.array(z.string()) })
  .meta({ id: 'AdminRecoveryCodesResponse' });

export const ZAdminMe = z
  .object({
    AdminId: z.number().int(),
    LoginId: z.string(),
    DisplayName: z.string(),
    RoleName: z.string(),
    Permissions: z.array(z.enum(adminPermissions)),
    /** Unused recovery codes: the console suggests new ones when few are left. */
    RecoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'AdminMe' });
export type TAdminMe = z.infer<typeof ZAdminMe>;

export const ZAdminAccountSession = z
  .object({
    SessionId: z.string(),
    AdminId: z.number().int(),
    LoginId: z.string(),
    Stage: z.enum(['password', 'verified']),
    Ip: z.string().nullable(),
    UserAgent: z.string().nullable(),
    CreatedAt: z.string().describe('ISO 8601'),
    LastSeenAt: z.string().describe('ISO 8601'),
    EndedAt: z.string().nullable(),
    EndReason: z.string().nullable(),
    IsCurrent: z.boolean(),
  })
  .meta({ id: 'AdminAccountSession' });
export const ZAdminAccountSessionList = z
  .object({ Sessions: z.array(ZAdminAccountSession) })
  .meta({ id: 'AdminAccountSessionList' });

export const ZAdminSessionsOfQuery = z.object({ AdminId: queryInt(1, 999_999_999) });

export const ZAdminEndSessionRequest = z
  .object({ SessionId: z.uuid({ error: 'format' }).check(plainTextCheck) })
  .meta({ id: 'AdminEndSessionRequest' });
