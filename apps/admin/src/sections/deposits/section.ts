import type { TSection } from '../section-types.ts';

export const depositsSection: TSection = {
  id: 'deposits',
  path: 'deposits',
  permission: 'deposits.view',
  title: { 'zh-CN': '存款审核', en: 'Deposits' },
  group: 'finance',
  load: () => import('./deposits-page.tsx'),
};
