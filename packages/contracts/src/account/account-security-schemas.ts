import { z } from 'zod';
import type { TLocalizedText } from '../i18n/language.ts';
import { ZText } from '../validation/text.ts';
import { qqLength, wechatIdMaxLength } from '../validation/rules.ts';
import { ZEmail, ZNewPassword, ZTotpCode } from '../auth/auth-schemas.ts';

/**
 * What each safeguard adds to the security score (0-100). The ones that protect money weigh
 * most: the authenticator (a stolen password alone moves nothing) and the fund password
 * (withdrawals need it). Every account has a login password.
 */
export const securityScoreWeights = {
  loginPassword: 10,
  email: 10,
  phone: 10,
  realName: 10,
  fundPassword: 20,
  authenticator: 25,
  securityQuestions: 10,
  recoveryCodes: 5,
} as const;
export type TSecuritySafeguard = keyof typeof securityScoreWeights;

/** The list players choose 2 or 3 security questions from; ids are stored, texts may change. */
export const securityQuestions: Readonly<Record<number, TLocalizedText>> = {
  1: { en: 'What was the name of your first school?', 'zh-CN': '您的第一所学校叫什么名字？' },
  2: { en: 'In which city were you born?', 'zh-CN': '您出生在哪个城市？' },
  3: { en: "What is your mother's given name?", 'zh-CN': '您母亲的名字是什么？' },
  4: { en: 'What was the name of your first pet?', 'zh-CN': '您的第一只宠物叫什么名字？' },
  5: { en: 'Who was your favourite teacher?', 'zh-CN': '您最喜欢的老师是谁？' },
  6: { en: 'What was your childhood nickname?', 'zh-CN': '您童年的小名是什么？' },
};
export const securityQuestionCount = { min: 2, max: 3 } as const;

const ZSecondFactorCode = ZText.trim()
  .max(40, { error: 'format' })
  .optional()
  .describe('Authenticator code (6 digits) or a recovery code, when a state flag asks for one');

/** Names: letters of any script with spaces, middle dots, dots, apostrophes or hyphens. */
export const ZRealName = ZText.trim()
  .min(2, { error: 'format' })
  .max(30, { error: 'format' })
  .regex(/^\p{L}[\p{L}\p{M} ·.'-]*$/u, { error: 'format' });

export const ZSecurityCenterData = z
  .object({
    RealName: z.string().nullable(),
    Email: z.string().nullable(),
    Phone: z.string().nullable(),
    QQ: z.string().nullable(),
    WeChat: z.string().nullable(),
    Birthday: z.string().nullable().describe('YYYY-MM-DD'),
    HasFundPassword: z.boolean(),
    IsEnableGoogleAuthenticator: z.boolean(),
    SecurityQuestionIds: z.array(z.number().int()),
    RecoveryCodesLeft: z.number().int().min(0),
    SecondFactorFor: z
      .object({
        Withdraw: z.boolean(),
        Transfer: z.boolean(),
        Login: z.boolean(),
        PasswordChange: z.boolean(),
        FundPasswordChange: z.boolean(),
        Reset: z.boolean(),
      })
      .describe('Actions the player state flags put behind an authenticator code'),
    SecurityScore: z.number().int().min(0).max(100),
    Safeguards: z
      .array(z.enum(Object.keys(securityScoreWeights) as [TSecuritySafeguard]))
      .describe('The safeguards in place; each adds its weight (securityScoreWeights)'),
  })
  .meta({ id: 'SecurityCenterData' });
export type TSecurityCenterData = z.infer<typeof ZSecurityCenterData>;

const blankToUndefined = (value: unknown) => (value === '' ? null : value);

/** A field left out stays as it is; null (or '') clears QQ, WeChat and phone. */
export const ZUpdateProfileRequest = z
  .object({
    Email: ZEmail.optional().describe('Required: can be changed, not cleared'),
    Phone: z.preprocess(
      blankToUndefined,
      ZText.regex(/^\+?\d{7,15}$/, { error: 'phone.format' })
        .nullable()
        .optional(),
    ),
    QQ: z.preprocess(
      blankToUndefined,
      ZText.regex(new RegExp(`^\\d{${qqLength.min},${qqLength.max}}$`), { error: 'qq.format' })
        .nullable()
        .optional(),
    ),
    WeChat: z.preprocess(
      blankToUndefined,
      ZText.regex(new RegExp(`^[A-Za-z0-9]{1,${wechatIdMaxLength}}$`), {
        error: 'wechat.format',
      })
        .nullable()
        .optional(),
    ),
    Birthday: ZText.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'format' })
      .refine((value) => isPastDate(value), { error: 'format' })
      .optional()
      .describe('YYYY-MM-DD, a real date after 1900 and not in the future; cannot be cleared'),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

function isPastDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    date.getTime() <= Date.now()
  );
}

export const ZSetRealNameRequest = z
  .object({ RealName: ZRealName })
  .meta({ id: 'SetRealNameRequest' });

export const ZSetFundPasswordRequest = z
  .object({
    LoginPassword: ZText.min(1, { error: 'required' }).max(128),
    FundPassword: ZNewPassword,
  })
  .meta({ id: 'SetFundPasswordRequest' });
export type TSetFundPasswordRequest = z.infer<typeof ZSetFundPasswordRequest>;

/**
 * With the old fund password (second factor purpose fundPasswordChange), or, when it is
 * forgotten, with the login password instead (purpose reset).
 */
export const ZChangeFundPasswordRequest = z
  .object({
    TotpCode: ZSecondFactorCode,
    OldFundPassword: ZText.max(128).optional(),
    LoginPassword: ZText.max(128).optional(),
    NewFundPassword: ZNewPassword,
  })
  .superRefine((value, ctx) => {
    if (!value.OldFundPassword === !value.LoginPassword) {
      ctx.addIssue({ code: 'custom', path: ['OldFundPassword'], message: 'required' });
    }
  })
  .meta({ id: 'ChangeFundPasswordRequest' });
export type TChangeFundPasswordRequest = z.infer<typeof ZChangeFundPasswordRequest>;

export const ZSecondFactorCodeRequest = z
  .object({ Code: ZText.trim().min(1, { error: 'required' }).max(40, { error: 'format' }) })
  .meta({ id: 'SecondFactorCodeRequest' });

export const ZTotpBoundResponse = z
  .object({
    State: z.literal(true),
    RecoveryCodes: z.array(z.string()).describe('Ten one-use codes, shown this once'),
  })
  .meta({ id: 'TotpBoundResponse' });

export const ZRecoveryCodesRequest = z
  .object({ Code: ZTotpCode })
  .meta({ id: 'RecoveryCodesRequest' });
export const ZRecoveryCodesResponse = z
  .object({ RecoveryCodes: z.array(z.string()).describe('Ten one-use codes, shown this once') })
  .meta({ id: 'RecoveryCodesResponse' });

export const ZSetSecurityQuestionsRequest = z
  .object({
    LoginPassword: ZText.min(1, { error: 'required' }).max(128),
    Answers: z
      .array(
        z.object({
          QuestionId: z.number().int(),
          Answer: ZText.trim().min(1, { error: 'required' }).max(50, { error: 'tooLong' }),
        }),
      )
      .min(securityQuestionCount.min, { error: 'tooShort' })
      .max(securityQuestionCount.max, { error: 'tooLong' }),
  })
  .meta({ id: 'SetSecurityQuestionsRequest' });
export type TSetSecurityQuestionsRequest = z.infer<typeof ZSetSecurityQuestionsRequest>;

export const ZLoginHistoryRequest = z
  .object({
    PageIndex: z.number().int().min(1).max(1000).default(1),
    PageSize: z.number().int().min(1).max(50).default(20),
  })
  .meta({ id: 'LoginHistoryRequest' });

export const ZLoginHistory = z
  .object({
    Rows: z.array(
      z.object({
        Time: z.string().describe('ISO 8601'),
        Ip: z.string().nullable(),
        Device: z.string().nullable().describe('The browser user agent'),
        WithAuthenticator: z.boolean(),
        IsCurrent: z.boolean(),
        EndedAt: z.string().nullable(),
        EndReason: z.string().nullable(),
      }),
    ),
    Total: z.number().int(),
  })
  .meta({ id: 'LoginHistory' });
export type TLoginHistory = z.infer<typeof ZLoginHistory>;
