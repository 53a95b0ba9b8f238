import type { TSection } from '../section-types.ts';

export const serviceDeskSection: TSection = {
  id: 'service-desk',
  path: 'service-desk',
  permission: 'chat.serve',
  title: { 'zh-CN': '客服工作台', en: 'Service desk' },
  group: 'players',
  load: () => import('./service-desk-page.tsx'),
};
