import type { TSection } from '../section-types.ts';

export const maintenanceSection: TSection = {
  id: 'maintenance',
  path: 'maintenance',
  permission: 'content.view',
  title: { 'zh-CN': '维护时段', en: 'Maintenance' },
  group: 'content',
  load: () => import('./maintenance-page.tsx'),
};
