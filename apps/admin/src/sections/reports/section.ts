import type { TSection } from '../section-types.ts';

export const reportsSection: TSection = {
  id: 'reports',
  path: 'reports',
  permission: 'reports.view',
  title: { 'zh-CN': '报表', en: 'Reports' },
  group: 'reports',
  load: () => import('./reports-page.tsx'),
};
