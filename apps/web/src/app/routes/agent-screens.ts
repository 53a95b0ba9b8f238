/**
 * The agent screens in one lazily loaded chunk (see wallet-screens.ts for why): every part of the
 * agent programme adds its screens here, and an agent moving between them loads nothing more.
 */
export { default as PlayerPage } from '../../features/agent-team/pages/player-page.tsx';
export { default as AgentTransferPage } from '../../features/agent-transfers/pages/agent-transfer-page.tsx';
export { default as SendLetterPage } from '../../features/agent-transfers/pages/send-letter-page.tsx';
export { default as StationLetterPage } from '../../features/agent-transfers/pages/station-letter-page.tsx';
