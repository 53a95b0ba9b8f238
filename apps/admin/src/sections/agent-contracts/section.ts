import type { TSection } from '../section-types.ts';

export const agentContractsSection: TSection = {
  id: 'agent-contracts',
  path: 'agent-contracts',
  permission: 'agents.view',
  title: { 'zh-CN': '契约与日工资', en: 'Contracts and daily pay' },
  group: 'players',
  load: () => import('./agent-contracts-page.tsx'),
};
