/**
 * The agent screens in one lazily loaded chunk (see wallet-screens.ts for why): every part of the
 * agent programme adds its screens here, and an agent moving between them loads nothing more.
 */
export { default as PlayerPage } from '../../features/agent-team/pages/player-page.tsx';
export { default as CreatePlayerPage } from '../../features/agent-team/pages/create-player-page.tsx';
export { default as RegisterLinkPage } from '../../features/agent-team/pages/register-link-page.tsx';
export { default as ActiveAccountPage } from '../../features/agent-team/pages/active-account-page.tsx';
export { default as MyContractPage } from '../../features/agent-contracts/pages/my-contract-page.tsx';
export { default as TradeAgreementPage } from '../../features/agent-contracts/pages/trade-agreement-page.tsx';
export { default as TradeAgreementCurrencyPage } from '../../features/agent-contracts/pages/trade-agreement-currency-page.tsx';
export { default as DividendManagementPage } from '../../features/agent-dividends/pages/dividend-management-page.tsx';
export { default as ProportionalDividendPage } from '../../features/agent-dividends/pages/proportional-dividend-page.tsx';
export { default as BonusManagementPage } from '../../features/agent-dividends/pages/bonus-management-page.tsx';
export {
  ShareholderExternalPage,
  ShareholderLotteryPage,
} from '../../features/agent-dividends/pages/shareholder-bonus-page.tsx';
export { default as AgentTransferPage } from '../../features/agent-transfers/pages/agent-transfer-page.tsx';
export { default as SendLetterPage } from '../../features/agent-transfers/pages/send-letter-page.tsx';
export { default as StationLetterPage } from '../../features/agent-transfers/pages/station-letter-page.tsx';
