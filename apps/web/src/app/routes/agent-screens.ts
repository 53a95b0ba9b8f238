/**
 * The agent programme's screens in one lazily loaded chunk (issue #21): one entry in the first
 * page's table of chunks however many screens the programme has; each part adds its lines.
 */
export { default as MyContractPage } from '../../features/agent-contracts/pages/my-contract-page.tsx';
export { default as TradeAgreementPage } from '../../features/agent-contracts/pages/trade-agreement-page.tsx';
export { default as TradeAgreementCurrencyPage } from '../../features/agent-contracts/pages/trade-agreement-currency-page.tsx';
