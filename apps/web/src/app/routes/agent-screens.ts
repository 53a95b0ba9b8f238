/**
 * The agent screens in one lazily loaded chunk (see wallet-screens.ts for why): every part of the
 * agent programme adds its screens here, and an agent moving between them loads nothing more.
 */
export { default as PlayerPage } from '../../features/agent-team/pages/player-page.tsx';
