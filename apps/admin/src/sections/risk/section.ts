import type { TSection } from '../section-types.ts';

export const riskSection: TSection = {
  id: 'risk',
  path: 'risk',
  permission: 'risk.view',
  title: { 'zh-CN': '风控', en: 'Risk' },
  group: 'risk',
  load: () => import('./risk-page.tsx'),
};
