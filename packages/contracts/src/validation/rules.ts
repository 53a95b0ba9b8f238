import type { TLocalizedText } from '../i18n/language.ts';

/** Bounds chosen for this product (SPEC §5 leaves them open); the messages state them. */
export const loginIdLength = { min: 4, max: 16 } as const;
export const passwordLength = { min: 8, max: 20 } as const;
export const qqLength = { min: 5, max: 20 } as const;
export const emailMaxLength = 50;
export const nickNameMaxLength = 20;
export const wechatIdMaxLength = 30;

const text = (en: string, zh: string): TLocalizedText => ({ en, 'zh-CN': zh });

/**
 * The rules an input can break, by id. Schemas name the rule id as their error; the server and
 * the web client both turn it into the sentence below, so they always say the same thing.
 */
export const validationRules = {
  required: text('is required', '不能为空'),
  type: text('has the wrong type', '类型不正确'),
  format: text('has the wrong format', '格式不正确'),
  tooShort: text('is too short (at least {minimum})', '太短（至少 {minimum}）'),
  tooLong: text('is too long (at most {maximum})', '太长（最多 {maximum}）'),
  tooSmall: text('is too small (at least {minimum})', '太小（至少 {minimum}）'),
  tooBig: text('is too big (at most {maximum})', '太大（最多 {maximum}）'),
  notAllowed: text('is not an allowed value', '不是允许的值'),
  unknownField: text('is not a known field', '不是已知字段'),
  'text.plain': text(
    'must not contain control characters (such as NUL or line breaks) or broken characters',
    '不能包含控制字符（如 NUL、换行）或无效字符',
  ),
  'loginId.format': text(
    'must start with a letter and contain only letters and digits',
    '必须以字母开头，且只能包含字母和数字',
  ),
  'loginId.length': text(
    `must be ${loginIdLength.min} to ${loginIdLength.max} characters long`,
    `长度必须为 ${loginIdLength.min} 到 ${loginIdLength.max} 个字符`,
  ),
  'password.rule': text(
    `must be ${passwordLength.min} to ${passwordLength.max} characters and contain both letters and digits`,
    `必须为 ${passwordLength.min} 到 ${passwordLength.max} 个字符，且同时包含字母和数字`,
  ),
  'password.tooSimple': text(
    'is too simple: avoid repeated characters, runs such as 12345678 or abcdefgh, and common passwords',
    '过于简单：请避免重复字符、连续字符（如 12345678、abcdefgh）和常见密码',
  ),
  'password.sameAsLoginId': text('must not be the same as the login ID', '不能与账号相同'),
  'password.sameAsOld': text('must differ from the current password', '不能与原密码相同'),
  'password.mismatch': text('does not match the password', '与密码不一致'),
  'email.format': text('must be a valid email address', '必须是有效的邮箱地址'),
  'email.length': text(
    `must be at most ${emailMaxLength} characters`,
    `最多 ${emailMaxLength} 个字符`,
  ),
  'qq.format': text(
    `must be ${qqLength.min} to ${qqLength.max} digits`,
    `必须为 ${qqLength.min} 到 ${qqLength.max} 位数字`,
  ),
  'wechat.format': text(
    `must be letters or digits, at most ${wechatIdMaxLength}`,
    `只能包含字母或数字，最多 ${wechatIdMaxLength} 个`,
  ),
  'phone.format': text(
    'must be 7 to 15 digits, optionally starting with +',
    '必须为 7 到 15 位数字，可以 + 开头',
  ),
  'nickName.length': text(
    `must be 1 to ${nickNameMaxLength} characters`,
    `长度必须为 1 到 ${nickNameMaxLength} 个字符`,
  ),
  'totp.format': text('must be 6 digits', '必须为 6 位数字'),
  'flag.format': text('must be true or false', '必须为 true 或 false'),
  'range.order': text('must come after the start', '必须晚于开始'),
  'money.format': text(
    'must be an amount of at least 0 with at most 3 decimal places',
    '必须是不小于 0 且最多 3 位小数的金额',
  ),
} as const satisfies Record<string, TLocalizedText>;

export type TValidationRule = keyof typeof validationRules;

export function isValidationRule(value: string): value is TValidationRule {
  return Object.hasOwn(validationRules, value);
}

/** Display names of input fields, for messages such as "登录账号：必须以字母开头". */
export const fieldLabels: Readonly<Record<string, TLocalizedText>> = {
  LoginId: text('Login ID', '登录账号'),
  Password: text('Password', '密码'),
  ConfirmPassword: text('Confirm password', '确认密码'),
  OldPassword: text('Current password', '原密码'),
  NewPassword: text('New password', '新密码'),
  Email: text('Email', '邮箱'),
  QQ: text('QQ', 'QQ'),
  WeChat: text('WeChat ID', '微信号'),
  Phone: text('Phone', '手机号'),
  NickName: text('Nick name', '昵称'),
  InviteCode: text('Invite code', '邀请码'),
  TotpCode: text('Authenticator code', '身份验证码'),
  Code: text('Code', '验证码'),
};
