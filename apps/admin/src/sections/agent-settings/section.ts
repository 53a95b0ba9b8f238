import type { TSection } from '../section-types.ts';

export const agentSettingsSection: TSection = {
  id: 'agent-settings',
  path: 'agent-settings',
  permission: 'agents.configure',
  title: { 'zh-CN': '代理设置', en: 'Agent settings' },
  group: 'system',
  load: () => import('./agent-settings-page.tsx'),
};
