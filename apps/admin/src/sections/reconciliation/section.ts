import type { TSection } from '../section-types.ts';

export const reconciliationSection: TSection = {
  id: 'reconciliation',
  path: 'reconciliation',
  permission: 'reconciliation.view',
  title: { 'zh-CN': '对账', en: 'Reconciliation' },
  group: 'finance',
  load: () => import('./reconciliation-page.tsx'),
};
