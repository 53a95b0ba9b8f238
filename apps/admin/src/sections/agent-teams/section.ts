import type { TSection } from '../section-types.ts';

/** Any agent's tree: its team size and balance, its direct members level by level, its changes. */
export const agentTeamsSection: TSection = {
  id: 'agent-teams',
  path: 'agent-teams',
  permission: 'agents.view',
  title: { 'zh-CN': '代理团队', en: 'Agent teams' },
  group: 'players',
  load: () => import('./agent-teams-page.tsx'),
};
