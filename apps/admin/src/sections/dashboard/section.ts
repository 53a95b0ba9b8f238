import type { TSection } from '../section-types.ts';

export const dashboardSection: TSection = {
  id: 'dashboard',
  path: 'dashboard',
  permission: 'dashboard.view',
  title: { 'zh-CN': '数据概览', en: 'Dashboard' },
  group: 'overview',
  // The page brings Chart.js with it: the login screen and the shell never load it.
  load: () => import('./dashboard-page.tsx'),
};
