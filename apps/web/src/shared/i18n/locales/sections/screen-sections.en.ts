import type { TWiden } from '../../widen.ts';
import { accountEn } from './account.en.ts';
import { activityContestEn } from './activity-contest.en.ts';
import { activityLuckEn } from './activity-luck.en.ts';
import { activityRainEn } from './activity-rain.en.ts';
import { activityTiersEn } from './activity-tiers.en.ts';
import { activityEn } from './activity.en.ts';
import { agentContractsEn } from './agent-contracts.en.ts';
import { agentDividendsEn } from './agent-dividends.en.ts';
import { agentReportEn } from './agent-report.en.ts';
import { agentTeamEn } from './agent-team.en.ts';
import { agentTransfersEn } from './agent-transfers.en.ts';
import { betEn } from './bet.en.ts';
import { bonusWalletEn } from './bonus-wallet.en.ts';
import { cartEn } from './cart.en.ts';
import { contentEn } from './content.en.ts';
import { couponEn } from './coupon.en.ts';
import { customerServiceEn } from './customer-service.en.ts';
import { depositEn } from './deposit.en.ts';
import { moneyFormEn } from './money-form.en.ts';
import { multiBetEn } from './multi-bet.en.ts';
import { recordsEn } from './records.en.ts';
import { twoSidedEn } from './two-sided.en.ts';
import { withdrawEn } from './withdraw.en.ts';
import type { screenSectionsZhCN } from './screen-sections.zh-CN.ts';

/** The English texts of the screens of screen-sections.zh-CN.ts, every section of it. */
export const screenSectionsEn: TWiden<typeof screenSectionsZhCN> = {
  bet: betEn,
  cart: cartEn,
  twoSided: twoSidedEn,
  records: recordsEn,
  multiBet: multiBetEn,
  content: contentEn,
  withdraw: withdrawEn,
  moneyForm: moneyFormEn,
  account: accountEn,
  deposit: depositEn,
  agentContracts: agentContractsEn,
  agentTeam: agentTeamEn,
  agentDividends: agentDividendsEn,
  agentTransfers: agentTransfersEn,
  agentReport: agentReportEn,
  customerService: customerServiceEn,
  bonusWallet: bonusWalletEn,
  activity: activityEn,
  coupon: couponEn,
  activityTiers: activityTiersEn,
  activityContest: activityContestEn,
  activityLuck: activityLuckEn,
  activityRain: activityRainEn,
};
