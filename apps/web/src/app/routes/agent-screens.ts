/**
 * The agent programme's screens in one lazily loaded chunk (issue #21): one entry in the first
 * page's table of chunks for all of them. Each part adds its lines here.
 */
export { default as AgentTransferPage } from '../../features/agent-transfers/pages/agent-transfer-page.tsx';
export { default as SendLetterPage } from '../../features/agent-transfers/pages/send-letter-page.tsx';
export { default as StationLetterPage } from '../../features/agent-transfers/pages/station-letter-page.tsx';
