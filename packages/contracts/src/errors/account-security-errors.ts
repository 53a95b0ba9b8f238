import { defineError as define, type TErrorDefinition } from './define-error.ts';

/**
 * Account security refusals (70xx), spread into errorCatalogue: fund password, second factor,
 * profile, recovery codes and security questions. Kept out of player-errors.ts so the login
 * bundle does not carry them; the server answers `Message` in the request's language.
 */
export const accountSecurityErrors = {
  FundPasswordNotSet: define(7001, 409, 'Set a fund password first', '请先设置资金密码'),
  FundPasswordWrong: define(7002, 400, 'The fund password is wrong', '资金密码错误'),
  /** Wrong fund passwords per account are limited; RetryAfterSeconds says when to try again. */
  FundPasswordThrottled: define(
    7003,
    429,
    'Too many wrong fund passwords, try again in {retryAfterSeconds} seconds',
    '资金密码错误次数过多，请在 {retryAfterSeconds} 秒后重试',
  ),
  FundPasswordAlreadySet: define(
    7004,
    409,
    'A fund password is already set: change it instead',
    '已设置资金密码，请使用修改资金密码',
  ),
  FundPasswordSameAsLogin: define(
    7005,
    400,
    'The fund password must differ from the login password',
    '资金密码不能与登录密码相同',
  ),
  LoginPasswordWrong: define(7006, 400, 'The login password is wrong', '登录密码错误'),
  /** The player's flag asks for a second factor on this action and none was sent. */
  SecondFactorRequired: define(
    7010,
    400,
    'Enter the code from your authenticator app (or a recovery code)',
    '请输入身份验证器中的验证码（或恢复码）',
  ),
  SecondFactorWrong: define(
    7011,
    400,
    'The authenticator or recovery code is wrong',
    '身份验证器验证码或恢复码错误',
  ),
  /** A code's time step (or a recovery code) was spent already: each works once. */
  SecondFactorUsed: define(
    7012,
    400,
    'This code was used already: wait for the next one',
    '此验证码已使用过，请等待下一个验证码',
  ),
  /** The flag asks for a code but no authenticator is bound: bind one first. */
  SecondFactorNeedsAuthenticator: define(
    7013,
    409,
    'This action needs an authenticator: bind one in the security centre first',
    '此操作需要身份验证器，请先在安全中心绑定',
  ),
  SecondFactorThrottled: define(
    7014,
    429,
    'Too many wrong codes, try again in {retryAfterSeconds} seconds',
    '验证码错误次数过多，请在 {retryAfterSeconds} 秒后重试',
  ),
  AuthenticatorNotBound: define(
    7015,
    409,
    'No authenticator is bound to this account',
    '此账号未绑定身份验证器',
  ),
  RealNameAlreadySet: define(
    7020,
    409,
    'The real name is set already: contact customer service to change it',
    '真实姓名已设置，如需修改请联系客服',
  ),
  RealNameNotSet: define(7021, 409, 'Set your real name first', '请先设置真实姓名'),
  SecurityQuestionUnknown: define(
    7030,
    400,
    'Choose the questions from the list',
    '请从列表中选择安全问题',
  ),
  SecurityQuestionRepeated: define(7031, 400, 'Choose different questions', '请选择不同的安全问题'),
} as const satisfies Record<string, TErrorDefinition>;
