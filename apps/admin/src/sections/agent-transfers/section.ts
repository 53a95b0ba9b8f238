import type { TSection } from '../section-types.ts';

export const agentTransfersSection: TSection = {
  id: 'agent-transfers',
  path: 'agent-transfers',
  permission: 'agents.view',
  title: { 'zh-CN': '代理转账与站内信', en: 'Agent transfers and letters' },
  group: 'players',
  load: () => import('./agent-transfers-page.tsx'),
};
