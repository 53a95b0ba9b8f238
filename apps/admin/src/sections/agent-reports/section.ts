import type { TSection } from '../section-types.ts';

export const agentReportsSection: TSection = {
  id: 'agent-reports',
  path: 'agent-reports',
  permission: 'agents.view',
  title: { 'zh-CN': '代理团队报表', en: 'Agent team reports' },
  group: 'reports',
  load: () => import('./agent-reports-page.tsx'),
};
