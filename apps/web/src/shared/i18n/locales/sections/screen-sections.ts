import { addSections } from '../../i18n.ts';
import { agentContractsEn } from './agent-contracts.en.ts';
import { agentContractsZhCN } from './agent-contracts.zh-CN.ts';
import { agentReportEn } from './agent-report.en.ts';
import { agentReportZhCN } from './agent-report.zh-CN.ts';
import { accountEn } from './account.en.ts';
import { accountZhCN } from './account.zh-CN.ts';
import { agentDividendsEn } from './agent-dividends.en.ts';
import { agentDividendsZhCN } from './agent-dividends.zh-CN.ts';
import { agentTeamEn } from './agent-team.en.ts';
import { agentTeamZhCN } from './agent-team.zh-CN.ts';
import { agentTransfersEn } from './agent-transfers.en.ts';
import { agentTransfersZhCN } from './agent-transfers.zh-CN.ts';
import { bonusWalletEn } from './bonus-wallet.en.ts';
import { bonusWalletZhCN } from './bonus-wallet.zh-CN.ts';
import { couponEn } from './coupon.en.ts';
import { couponZhCN } from './coupon.zh-CN.ts';
import { betEn } from './bet.en.ts';
import { betZhCN } from './bet.zh-CN.ts';
import { cartEn } from './cart.en.ts';
import { cartZhCN } from './cart.zh-CN.ts';
import { contentEn } from './content.en.ts';
import { contentZhCN } from './content.zh-CN.ts';
import { customerServiceEn } from './customer-service.en.ts';
import { customerServiceZhCN } from './customer-service.zh-CN.ts';
import { depositEn } from './deposit.en.ts';
import { depositZhCN } from './deposit.zh-CN.ts';
import { moneyFormEn } from './money-form.en.ts';
import { moneyFormZhCN } from './money-form.zh-CN.ts';
import { multiBetEn } from './multi-bet.en.ts';
import { multiBetZhCN } from './multi-bet.zh-CN.ts';
import { recordsEn } from './records.en.ts';
import { recordsZhCN } from './records.zh-CN.ts';
import { twoSidedEn } from './two-sided.en.ts';
import { twoSidedZhCN } from './two-sided.zh-CN.ts';
import { withdrawEn } from './withdraw.en.ts';
import { withdrawZhCN } from './withdraw.zh-CN.ts';
import { activityEn } from './activity.en.ts';
import { activityZhCN } from './activity.zh-CN.ts';
import { activityTiersEn } from './activity-tiers.en.ts';
import { activityTiersZhCN } from './activity-tiers.zh-CN.ts';
import { activityContestEn } from './activity-contest.en.ts';
import { activityContestZhCN } from './activity-contest.zh-CN.ts';
import { activityLuckEn } from './activity-luck.en.ts';
import { activityLuckZhCN } from './activity-luck.zh-CN.ts';
import { activityRainEn } from './activity-rain.en.ts';
import { activityRainZhCN } from './activity-rain.zh-CN.ts';

/**
 * The texts of the betting and record screens, in both languages: about 15 kB of gzip the first
 * page does without. Importing this module adds them (app/routes/screens.tsx imports it with
 * those screens; the web tests' setup file with every test).
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

addSections({
  'zh-CN': screenSectionsZhCN,
  en: {
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
  },
});
