import { defineError as define, errorLookup, type TErrorDefinition } from './define-error.ts';
import { ipRestrictedCode, totpRequiredCode } from './first-page-codes.ts';

/**
 * The failures a player's or agent's client can meet (1xxx request and site, 2xxx authentication
 * and sessions, 3xxx registration and account, 4xxx lottery games, issues and draws, 5xxx wallet
 * and bets). Kept apart from the back office's so that the player bundle carries only these texts.
 * Messages may hold `{placeholders}` filled when the error is raised.
 */
export const playerErrors = {
  Internal: define(1000, 500, 'Internal Server Error', '服务器内部错误'),
  /** The message names the field and the rule; the body adds Field and Rule. */
  ValidationFailed: define(1001, 400, '{detail}', '{detail}'),
  RouteNotFound: define(1002, 404, 'No such API route', '没有这个接口'),
  /** The whole site is in a maintenance window; the body carries OfflineEndTime. */
  Maintenance: define(
    1003,
    503,
    'The site is under maintenance until {endTime}',
    '网站维护中，预计 {endTime} 结束',
  ),
  /** The client recognises this body by its mention of IP restriction (SPEC §8). */
  IpRestricted: define(
    ipRestrictedCode,
    403,
    'IP restriction: access from your address ({ip}) is blocked',
    'IP限制：您的地址（{ip}）禁止访问',
  ),
  MalformedBody: define(1005, 400, 'The request body is not valid JSON', '请求内容不是有效的 JSON'),
  PayloadTooLarge: define(1006, 413, 'The request body is too large', '请求内容过大'),
  /** Refusals the framework or Node's HTTP parser makes before any route runs. */
  UriTooLong: define(1008, 414, 'The request address is too long', '请求地址过长'),
  UnsupportedMediaType: define(
    1009,
    415,
    'The request body must be JSON (Content-Type: application/json)',
    '请求内容必须是 JSON（Content-Type: application/json）',
  ),
  MalformedRequest: define(
    1010,
    400,
    'The request is malformed (address, encoding or headers)',
    '请求格式不正确（地址、编码或请求头）',
  ),
  HeadersTooLarge: define(1011, 431, 'The request headers are too large', '请求头过大'),
  RequestTimeout: define(1012, 408, 'The request did not arrive in time', '请求超时'),
  NotFound: define(1007, 404, '{what} was not found', '找不到{what}'),

  TokenMissing: define(2001, 401, 'Please log in first', '请先登录'),
  TokenInvalid: define(
    2002,
    401,
    'Your login is invalid, please log in again',
    '登录已失效，请重新登录',
  ),
  TokenExpired: define(
    2003,
    401,
    'Your login has expired, please log in again',
    '登录已过期，请重新登录',
  ),
  /** Session-ending reasons of SPEC §8: the client shows these texts on /ErrorMsg. */
  SessionBlacklisted: define(
    2010,
    401,
    'This login has been logged out, please log in again',
    '此登录已被注销，请重新登录',
  ),
  SessionDifferentUser: define(
    2011,
    401,
    'Another person logged into this account, this login was logged out',
    '您的账号已在别处登录，此登录已被注销',
  ),
  SessionPasswordChanged: define(
    2012,
    401,
    'The account password changed, please log in again',
    '账号密码已修改，请重新登录',
  ),
  SessionForcedLogout: define(
    2013,
    401,
    'The account was forcibly logged out, please contact customer service',
    '账号已被强制登出，请联系客服',
  ),
  SessionLoggedOut: define(
    2014,
    401,
    'You have logged out, please log in again',
    '您已登出，请重新登录',
  ),
  LoginFailed: define(2020, 400, 'Wrong login ID or password', '账号或密码错误'),
  /**
   * Guessing on this account: an attempt from an unknown device waits the time given (README
   * "Login throttles"); attempts refused meanwhile do not extend it.
   */
  AccountLocked: define(
    2021,
    429,
    'Too many wrong passwords for this account: try again in {retryAfterSeconds} seconds, or log in on a device you used before or with your authenticator code',
    '此账号密码错误次数过多，请在 {retryAfterSeconds} 秒后重试，或在登录过的设备上登录、使用身份验证器验证码登录',
  ),
  AccountDisabled: define(2022, 403, 'This account is disabled', '此账号已被停用'),
  TotpRequired: define(
    totpRequiredCode,
    400,
    'Enter the code from your authenticator app',
    '请输入身份验证器中的验证码',
  ),
  TotpInvalid: define(2024, 400, 'The authenticator code is wrong', '身份验证器验证码错误'),
  /** A throttle (accounts tried from one address, registrations, wrong old passwords). */
  TooManyAttempts: define(
    2025,
    429,
    'Too many attempts, try again in {retryAfterSeconds} seconds',
    '尝试次数过多，请在 {retryAfterSeconds} 秒后重试',
  ),
  AgentOnly: define(2030, 409, 'Only agents may do this', '仅代理可进行此操作'),
  TotpAlreadyEnabled: define(
    2032,
    409,
    'The authenticator is already bound to this account',
    '此账号已绑定身份验证器',
  ),
  TotpNotStarted: define(
    2033,
    409,
    'Start binding the authenticator first',
    '请先开始绑定身份验证器',
  ),

  LoginIdTaken: define(3001, 409, 'This login ID is already taken', '此账号已被使用'),
  EmailTaken: define(3002, 409, 'This email is already used', '此邮箱已被使用'),
  InviteCodeInvalid: define(3003, 400, 'The invite code is not valid', '邀请码无效'),
  RegistrationClosed: define(3004, 409, 'Registration is closed', '暂停注册'),
  OldPasswordWrong: define(3005, 400, 'The current password is wrong', '原密码错误'),
  GameNotFound: define(4001, 404, 'No such lottery game', '没有这个彩种'),
  IssueNotFound: define(4002, 404, 'No such issue of this game', '该彩种没有这一期'),
  IssueNotDrawn: define(4003, 409, 'This issue has not been drawn yet', '本期尚未开奖'),
  ManualResultNotAllowed: define(
    4004,
    409,
    'Results of this game are not entered by hand',
    '此彩种不接受手动录入开奖号码',
  ),
  WinningNumberInvalid: define(
    4005,
    400,
    'The winning number is not valid: {detail}',
    '开奖号码无效：{detail}',
  ),
  IssueAlreadyFinal: define(
    4006,
    409,
    'This issue is already drawn or cancelled',
    '本期已开奖或已取消',
  ),
  IssueNotDue: define(4007, 409, 'This issue has not reached its draw time', '本期尚未到开奖时间'),
  /** Admin/LotteryGame/SetTwoSidedOdds refusals (41xx); a refused change writes nothing. */
  OddsBookNotOffered: define(
    4101,
    409,
    'This game does not offer the two-sided book',
    '该彩种没有双面盘',
  ),
  OddsBetTypeNotSold: define(
    4102,
    400,
    '{betType} is not a two-sided bet type of this game',
    '{betType} 不是该彩种的双面盘玩法',
  ),
  OddsOutcomeUnknown: define(
    4103,
    400,
    '{betType} has no outcome "{level}" under item "{item}"',
    '{betType} 没有项目“{item}”下的结果“{level}”',
  ),
  OddsEntryRepeated: define(
    4104,
    400,
    'The odds of {betType} "{level}" are given twice',
    '{betType} “{level}” 的赔率重复提交',
  ),
  /** A table packages/lottery validateOddsTable refuses; `problem` is its code, `at` its place. */
  OddsTableInvalid: define(
    4105,
    400,
    'The odds are not valid at {at} ({problem}): odds run from 1.001 to 10000',
    '赔率在 {at} 处无效（{problem}）：赔率须在 1.001 至 10000 之间',
  ),
  OddsReturnTooHigh: define(
    4106,
    400,
    '{betType} would return {percent}% of its stakes on average; at most 100% is allowed',
    '{betType} 的平均返还率将为 {percent}%，不得超过 100%',
  ),
  InsufficientFunds: define(5001, 400, 'The balance is not enough', '余额不足'),
  IdempotencyKeyMissing: define(
    5002,
    400,
    'This request needs an Idempotency-Key header of 16 to 100 characters',
    '此请求需要 16 至 100 个字符的 Idempotency-Key 请求头',
  ),
  IdempotencyKeyReused: define(
    5003,
    409,
    'This request key was already used for a different request',
    '此请求编号已用于另一个请求',
  ),
  /** Bet/Place refusals (51xx), in the order they are checked; a refused cart writes nothing. */
  BetGameMaintain: define(5101, 409, 'This game is under maintenance', '该彩种维护中'),
  BetGameOffline: define(5102, 409, 'This game is offline', '该彩种已下线'),
  BetGameOfficialOffline: define(
    5103,
    409,
    'This game is stopped by its official draw',
    '该彩种官方已停售',
  ),
  BetIssueRequired: define(
    5104,
    400,
    'Bets on this game are placed on an issue: IssueSerialNumber is missing',
    '此彩种须按期投注：缺少期号',
  ),
  BetNoIssueForInstant: define(
    5105,
    400,
    'MiaoMiao games draw each bet at once and take no issue number',
    '秒秒彩即投即开，不需要期号',
  ),
  BetIssueNotOpen: define(5106, 409, 'Issue {issue} is not on sale yet', '第 {issue} 期尚未开售'),
  /** The seal (封单) has passed, or the issue is already drawn or cancelled. */
  BetIssueSealed: define(5107, 409, 'Issue {issue} is closed for bets', '第 {issue} 期已封单'),
  BetDisabled: define(5108, 409, 'Betting is disabled for this account', '此账号已被禁止投注'),
  BetTypeNotSold: define(
    5109,
    400,
    'Ticket {ticket}: this game does not sell bet type {betType}',
    '第 {ticket} 注：此彩种没有玩法 {betType}',
  ),
  /** Field names the broken part of the selection (Tickets.N.Selection.rows[2], ...). */
  BetSelectionInvalid: define(
    5110,
    400,
    'Ticket {ticket}: the selection is not valid ({fault} at {at})',
    '第 {ticket} 注：选号无效（{fault}，位置 {at}）',
  ),
  BetBookNotOffered: define(
    5111,
    400,
    'Ticket {ticket}: {betType} is not sold on the {book} book of this game',
    '第 {ticket} 注：此彩种的 {book} 盘不卖 {betType}',
  ),
  BetGroupTooHigh: define(
    5112,
    400,
    'Ticket {ticket}: prize group {group} is above your own ({userGroup})',
    '第 {ticket} 注：奖金组 {group} 高于您的奖金组（{userGroup}）',
  ),
  /** An official ticket's PrizeGroup above the game's cap (lottery_games.max_prize_group). */
  BetGroupAboveGameCap: define(
    5116,
    400,
    "Ticket {ticket}: prize group {group} is above this game's highest, {gameGroup}",
    '第 {ticket} 注：奖金组 {group} 高于本彩种上限 {gameGroup}',
  ),
  /** An official ticket's PrizeGroup below the game's floor (lottery_games.min_prize_group). */
  BetGroupBelowGameFloor: define(
    5117,
    400,
    "Ticket {ticket}: prize group {group} is below this game's lowest, {gameGroup}",
    '第 {ticket} 注：奖金组 {group} 低于本彩种下限 {gameGroup}',
  ),
  BetMultipleTooHigh: define(
    5113,
    400,
    'Ticket {ticket}: the multiple may be at most {maxMultiple}',
    '第 {ticket} 注：倍数最多为 {maxMultiple}',
  ),
  BetStakeTooHigh: define(
    5114,
    400,
    'Ticket {ticket}: the stake per unit may be at most {maxStake}',
    '第 {ticket} 注：每注金额最多为 {maxStake}',
  ),
  BetIssueStakeLimit: define(
    5115,
    400,
    'Your stake on one issue may not pass {limit} (already staked: {staked})',
    '单期投注总额不能超过 {limit}（已投注 {staked}）',
  ),
  /** Bet/Cancel refusals. */
  TicketNotFound: define(5120, 404, 'You have no such ticket', '没有这张注单'),
  TicketNotOpen: define(
    5121,
    409,
    'This ticket is already settled or cancelled',
    '此注单已结算或已撤单',
  ),
  TicketSealed: define(
    5122,
    409,
    'The issue of this ticket is closed: it can no longer be cancelled',
    '此注单的期号已封单，不能撤单',
  ),
  /** Reports and statements (52xx): a range of site dates, both ends included. */
  ReportDateRangeInvalid: define(
    5201,
    400,
    'The date range is not valid: the end date is before the start date or not a date',
    '日期范围无效：结束日期早于开始日期或不是有效日期',
  ),
  ReportDateRangeTooLong: define(
    5202,
    400,
    'A report covers at most {days} days',
    '报表最多查询 {days} 天',
  ),
  /** Chained bets (53xx): Bet/Schedule and Bet/StopSchedule; a refused plan writes nothing. */
  ScheduleInstantGame: define(
    5301,
    400,
    'MiaoMiao games draw each bet at once: they have no issues to chain',
    '秒秒彩即投即开，不能追号',
  ),
  ScheduleIssueNotFound: define(
    5302,
    404,
    'Issue {issue} of this game does not exist',
    '该彩种没有第 {issue} 期',
  ),
  ScheduleIssueClosed: define(5303, 409, 'Issue {issue} is closed for bets', '第 {issue} 期已封单'),
  ScheduleIssueRepeated: define(5304, 400, 'Issue {issue} is listed twice', '第 {issue} 期重复'),
  ScheduleIssuesOutOfOrder: define(
    5305,
    400,
    'Issue {issue} is listed after an issue drawn later: list the issues in schedule order',
    '第 {issue} 期排在更晚开奖的期号之后：请按开奖顺序排列期号',
  ),
  ScheduleNotEnoughIssues: define(
    5306,
    409,
    'Only {available} issues are on sale ahead; the plan asks for {count}',
    '目前只有 {available} 期可追号，计划需要 {count} 期',
  ),
  ScheduleMultipleTooHigh: define(
    5307,
    400,
    'Issue {issue}: the multiple {multiple} is above {max}',
    '第 {issue} 期：倍数 {multiple} 超过 {max}',
  ),
  /** A plan's issue whose ticket would now cost other than its hold (the rules changed meanwhile). */
  ScheduleIssuePriceChanged: define(
    5308,
    409,
    'Issue {issue}: the ticket now costs {amount}, not the {held} held for it',
    '第 {issue} 期：注单现价 {amount}，与冻结的 {held} 不符',
  ),
  ScheduleNotFound: define(5310, 404, 'You have no such chained bet', '没有这个追号计划'),
  ScheduleNotRunning: define(
    5311,
    409,
    'This chained bet is already finished or stopped',
    '此追号计划已结束或已停止',
  ),
  NotInstantGame: define(
    4008,
    400,
    'This game is not an instant (MiaoMiao) game',
    '此彩种不是秒秒彩',
  ),
} as const satisfies Record<string, TErrorDefinition>;

export type TPlayerErrorName = keyof typeof playerErrors;

/** The player-facing entry for a numeric code, as the player's client receives it. */
export const playerErrorNameOf = errorLookup(playerErrors);
