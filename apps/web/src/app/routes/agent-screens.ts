/**
 * The agent screens in one lazily loaded chunk (see wallet-screens.ts for why): every part of the
 * agent programme adds its screens here, and an agent moving between them loads nothing more.
 */
export { default as PlayerPage } from '../../features/agent-team/pages/player-page.tsx';
export { default as DividendManagementPage } from '../../features/agent-dividends/pages/dividend-management-page.tsx';
export { default as ProportionalDividendPage } from '../../features/agent-dividends/pages/proportional-dividend-page.tsx';
export { default as BonusManagementPage } from '../../features/agent-dividends/pages/bonus-management-page.tsx';
export {
  ShareholderExternalPage,
  ShareholderLotteryPage,
} from '../../features/agent-dividends/pages/shareholder-bonus-page.tsx';
