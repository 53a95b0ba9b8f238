import type { TSection } from '../section-types.ts';

/** The section's address under /admin, for its own absolute links. */
export const reportsPath = 'reports';

export const reportsSection: TSection = {
  id: 'reports',
  path: reportsPath,
  permission: 'reports.view',
  title: { 'zh-CN': '报表', en: 'Reports' },
  group: 'reports',
  load: () => import('./reports-page.tsx'),
};
