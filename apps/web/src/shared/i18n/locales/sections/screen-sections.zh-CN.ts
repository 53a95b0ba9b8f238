import { accountZhCN } from './account.zh-CN.ts';
import { activityContestZhCN } from './activity-contest.zh-CN.ts';
import { activityLuckZhCN } from './activity-luck.zh-CN.ts';
import { activityRainZhCN } from './activity-rain.zh-CN.ts';
import { activityTiersZhCN } from './activity-tiers.zh-CN.ts';
import { activityZhCN } from './activity.zh-CN.ts';
import { agentContractsZhCN } from './agent-contracts.zh-CN.ts';
import { agentDividendsZhCN } from './agent-dividends.zh-CN.ts';
import { agentReportZhCN } from './agent-report.zh-CN.ts';
import { agentTeamZhCN } from './agent-team.zh-CN.ts';
import { agentTransfersZhCN } from './agent-transfers.zh-CN.ts';
import { betZhCN } from './bet.zh-CN.ts';
import { bonusWalletZhCN } from './bonus-wallet.zh-CN.ts';
import { cartZhCN } from './cart.zh-CN.ts';
import { contentZhCN } from './content.zh-CN.ts';
import { couponZhCN } from './coupon.zh-CN.ts';
import { customerServiceZhCN } from './customer-service.zh-CN.ts';
import { depositZhCN } from './deposit.zh-CN.ts';
import { moneyFormZhCN } from './money-form.zh-CN.ts';
import { multiBetZhCN } from './multi-bet.zh-CN.ts';
import { recordsZhCN } from './records.zh-CN.ts';
import { twoSidedZhCN } from './two-sided.zh-CN.ts';
import { withdrawZhCN } from './withdraw.zh-CN.ts';

/**
 * The Chinese texts of the betting, record, wallet, agent and activity screens: the source of
 * their keys (zh-CN.ts), loaded with those screens (screen-sections.ts) and not with the first page.
 */
export const screenSectionsZhCN = {
  bet: betZhCN,
  cart: cartZhCN,
  twoSided: twoSidedZhCN,
  records: recordsZhCN,
  multiBet: multiBetZhCN,
  content: contentZhCN,
  withdraw: withdrawZhCN,
  moneyForm: moneyFormZhCN,
  account: accountZhCN,
  deposit: depositZhCN,
  agentContracts: agentContractsZhCN,
  agentTeam: agentTeamZhCN,
  agentDividends: agentDividendsZhCN,
  agentTransfers: agentTransfersZhCN,
  agentReport: agentReportZhCN,
  customerService: customerServiceZhCN,
  bonusWallet: bonusWalletZhCN,
  activity: activityZhCN,
  coupon: couponZhCN,
  activityTiers: activityTiersZhCN,
  activityContest: activityContestZhCN,
  activityLuck: activityLuckZhCN,
  activityRain: activityRainZhCN,
} as const;
