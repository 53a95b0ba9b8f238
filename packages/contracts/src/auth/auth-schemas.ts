import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import {
  emailMaxLength,
  loginIdLength,
  nickNameMaxLength,
  qqLength,
  wechatIdMaxLength,
} from '../validation/rules.ts';
import { followsPasswordRule, isTooSimplePassword } from '../validation/password.ts';

export const ZLoginId = ZText.min(loginIdLength.min, { error: 'loginId.length' })
  .max(loginIdLength.max, { error: 'loginId.length' })
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, { error: 'loginId.format' });

export const ZNewPassword = ZText.refine(followsPasswordRule, {
  error: 'password.rule',
  abort: true,
}).refine((value) => !isTooSimplePassword(value), { error: 'password.tooSimple' });

export const ZTotpCode = ZText.regex(/^\d{6}$/, { error: 'totp.format' });

export const ZEmail = ZText.max(emailMaxLength, { error: 'email.length' }).pipe(
  z.email({ error: 'email.format' }),
);

const optionalText = <T extends z.ZodString>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const ZLoginRequest = z
  .object({
    LoginId: ZText.min(1, { error: 'required' }).max(64),
    Password: ZText.min(1, { error: 'required' }).max(128),
    TotpCode: optionalText(ZTotpCode),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const loginTypes = { password: 1, passwordAndTotp: 2 } as const;

export const ZTokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().describe('Seconds until the token expires'),
    IsAgent: z.boolean(),
    UserName: z.string(),
    NickName: z.string(),
    LoginType: z.number().int().describe('1 password, 2 password and authenticator code'),
  })
  .meta({ id: 'TokenResponse' });
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZRegisterRequest = z
  .object({
    LoginId: ZLoginId,
    Password: ZNewPassword,
    ConfirmPassword: ZText,
    Email: ZEmail,
    NickName: optionalText(
      ZText.trim().min(1).max(nickNameMaxLength, { error: 'nickName.length' }),
    ),
    QQ: optionalText(
      ZText.regex(new RegExp(`^\\d{${qqLength.min},${qqLength.max}}$`), { error: 'qq.format' }),
    ),
    WeChat: optionalText(
      ZText.regex(new RegExp(`^[A-Za-z0-9]{1,${wechatIdMaxLength}}$`), {
        error: 'wechat.format',
      }),
    ),
    Phone: optionalText(ZText.regex(/^\+?\d{7,15}$/, { error: 'phone.format' })),
    InviteCode: optionalText(ZText.regex(/^[A-Za-z0-9]{4,32}$/, { error: 'format' })),
  })
  .superRefine((value, ctx) => {
    if (value.Password.toLowerCase() === value.LoginId.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['Password'], message: 'password.sameAsLoginId' });
    }
    if (value.ConfirmPassword !== value.Password) {
      ctx.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'password.mismatch' });
    }
  })
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZChangePasswordRequest = z
  .object({
    OldPassword: ZText.min(1, { error: 'required' }).max(128),
    NewPassword: ZNewPassword,
    TotpCode: optionalText(ZText.trim().max(40, { error: 'format' })).describe(
      'Authenticator or recovery code, when the passwordChange flag asks for one',
    ),
  })
  .superRefine((value, ctx) => {
    if (value.NewPassword === value.OldPassword) {
      ctx.addIssue({ code: 'custom', path: ['NewPassword'], message: 'password.sameAsOld' });
    }
  })
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZTotpSetupResponse = z
  .object({
    Secret: z.string().describe('Base32 secret to type into an authenticator app'),
    OtpAuthUrl: z.string().describe('otpauth:// URL for a QR code'),
  })
  .meta({ id: 'TotpSetupResponse' });

export const ZTotpConfirmRequest = z.object({ Code: ZTotpCode }).meta({ id: 'TotpConfirmRequest' });

export const ZStateResponse = z
  .object({ State: z.boolean().describe('true when the change took') })
  .meta({ id: 'StateResponse' });
export type TStateResponse = z.infer<typeof ZStateResponse>;
