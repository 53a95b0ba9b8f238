import type { TSection } from '../section-types.ts';

/**
 * Agents' dividends: every record (agents.view), forced payment and cancellation
 * (agents.manage), top-level agents' dividend rules and shareholder bonus rules
 * (agents.configure).
 */
export const agentDividendsSection: TSection = {
  id: 'agent-dividends',
  path: 'agent-dividends',
  permission: 'agents.view',
  title: { 'zh-CN': '代理分红', en: 'Agent dividends' },
  group: 'players',
  load: () => import('./agent-dividends-page.tsx'),
};
