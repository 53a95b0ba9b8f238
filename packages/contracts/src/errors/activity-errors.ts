import { defineError as define } from './define-error.ts';

/**
 * Activities (issue #23, codes 9000-9049): the player's claims and the back office's
 * configuration. A refused claim moves no money; a claim retried with its Idempotency-Key
 * answers what the first answered.
 */
export const activityErrors = {
  ActivityNotFound: define(9000, 404, 'This activity does not exist', '活动不存在'),
  ActivityNotRunning: define(9001, 409, 'This activity is not running', '活动未在进行中'),
  /** The player's prize of this period is paid (one per player and period, whatever the retries). */
  ActivityAlreadyClaimed: define(
    9002,
    409,
    'You have already received this period’s prize',
    '本期奖励已领取',
  ),
  /** The next prize no longer fits the budget: the activity is now exhausted. */
  ActivityBudgetExhausted: define(
    9003,
    409,
    'This activity’s prizes have all been given out',
    '活动奖金已发放完毕',
  ),
  ActivityNotEligible: define(
    9004,
    409,
    'You do not meet this activity’s conditions: {reasons}',
    '您未满足活动条件：{reasons}',
  ),
  ActivityNoSpinsLeft: define(
    9005,
    409,
    'No spins left: bet {nextTurnover} more today for the next one',
    '暂无抽奖次数：今日再投注 {nextTurnover} 可获得下一次',
  ),
  ActivityClaimNotFound: define(9006, 404, 'This award does not exist', '该奖励记录不存在'),
  ActivityTypeNotAvailable: define(
    9007,
    400,
    'Activities of type {type} cannot be created yet',
    '暂不支持创建 {type} 类型的活动',
  ),
  ActivityNotDraft: define(
    9008,
    409,
    'Only a draft activity can be changed or scheduled',
    '只有草稿状态的活动可以修改或排期',
  ),
  ActivityPeriodInvalid: define(
    9009,
    400,
    'The activity must end after it starts, and end in the future',
    '活动结束时间须晚于开始时间且晚于当前时间',
  ),
  ActivityPrizeInvalid: define(
    9010,
    400,
    'The prize table is invalid: {reason}',
    '奖品设置无效：{reason}',
  ),
  ActivityNotStoppable: define(
    9011,
    409,
    'Only a scheduled or running activity can be stopped',
    '只有已排期或进行中的活动可以停止',
  ),
  ActivityAgentNotFound: define(
    9012,
    400,
    'The agent {agent} of the eligibility does not exist',
    '资格条件中的代理 {agent} 不存在',
  ),
  /** newbieQuest: the days after registration in which its prizes are claimable are over. */
  ActivityNewbieWindowClosed: define(
    9013,
    409,
    'New-player prizes could be claimed within {days} days of registering',
    '新手任务奖励须在注册后 {days} 天内领取',
  ),
  /** A type with tasks or tiers is claimed one step at a time (the claim's Step). */
  ActivityStepRequired: define(
    9014,
    400,
    'Choose the task or tier to claim',
    '请选择要领取的任务或档位',
  ),
  ActivityStepNotFound: define(
    9015,
    400,
    'This activity has no step {step}',
    '该活动没有第 {step} 项',
  ),
  ActivityStepNotDone: define(
    9016,
    409,
    'This task or tier is not reached yet',
    '该任务或档位尚未完成',
  ),
  /** firstDepositByCategory: no deposit of the player has been credited yet. */
  ActivityNoFirstDeposit: define(
    9017,
    409,
    'Your first deposit has not been credited yet',
    '您的首笔充值尚未到账',
  ),
  ActivityFirstDepositBefore: define(
    9018,
    409,
    'Your first deposit was credited before this activity started',
    '您的首笔充值早于本活动开始时间',
  ),
  ActivityDepositCategoryExcluded: define(
    9019,
    409,
    'Deposits through this channel kind do not earn this bonus',
    '该充值方式的首充不参与本活动',
  ),
  /** A contest pays its places itself when the period ends (modules/activity-contest). */
  ContestPaidAtPeriodEnd: define(
    9028,
    409,
    'Contest prizes are paid by rank when the period ends; there is nothing to claim',
    '竞赛奖金在本期结束时按排名自动发放，无需领取',
  ),
  ActivityNotContest: define(9029, 400, 'This activity is not a contest', '该活动不是竞赛活动'),
  /** dailyInterest: the balance held at the end of yesterday earns nothing (below the minimum). */
  ActivityInterestBalanceTooLow: define(
    9020,
    409,
    'Your balance at the end of yesterday ({balance}) earns no interest: at least {minimum} is needed',
    '您昨日日终余额（{balance}）不足以计息：至少需要 {minimum}',
  ),
  /** oneDollar: fewer shares are left in the round (or the player's share of it) than asked. */
  OneDollarSharesUnavailable: define(
    9021,
    409,
    'Only {left} shares can be bought in this round',
    '本期最多还能购买 {left} 份',
  ),
  OneDollarRoundNotFound: define(9022, 404, 'This round does not exist', '该期不存在'),
  /** oneDollar: its shares are bought (/api/Activity/OneDollar/Buy), not claimed. */
  OneDollarBuyInstead: define(
    9023,
    409,
    'Buy shares of this activity instead of claiming it',
    '该活动需购买份额参与，不能直接领取',
  ),
  /** oneDollar: the activity's budget no longer covers another round's prize. */
  OneDollarNoRoundOpen: define(
    9024,
    409,
    'No round is open: the activity has ended or given out its prizes',
    '当前没有进行中的一期：活动已结束或奖金已发放完毕',
  ),
  /** redPackRain: a tap outside the day's rain windows (the screen counts down to the next). */
  RedPackRainNotRaining: define(
    9036,
    409,
    'No red packets are falling now; the next rain starts at {next}',
    '现在没有红包雨，下一场开始于 {next}',
  ),
  RedPackRainNoGrabsLeft: define(
    9037,
    409,
    'You have grabbed all {grabs} red packets of this rain',
    '本场红包雨您已抢满 {grabs} 个红包',
  ),
  /** The rain's own budget no longer covers the largest packet: this rain is over early. */
  RedPackRainEmpty: define(
    9038,
    409,
    'Every red packet of this rain has been grabbed',
    '本场红包已被抢光',
  ),
  RedPacketSolitaireLocked: define(
    9039,
    409,
    'Packet {packet} opens when this period’s bets reach {target}: bet {more} more',
    '第 {packet} 个红包需本期投注满 {target} 才能打开，还差 {more}',
  ),
  RedPacketSolitaireOutOfOrder: define(
    9040,
    409,
    'Open packet {next} first: the packets open in order',
    '请先打开第 {next} 个红包：红包须按顺序打开',
  ),
} as const;
