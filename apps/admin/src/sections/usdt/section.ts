import type { TSection } from '../section-types.ts';

export const usdtSection: TSection = {
  id: 'usdt',
  path: 'usdt',
  permission: 'payments.configure',
  title: { 'zh-CN': 'USDT 设置', en: 'USDT' },
  group: 'finance',
  load: () => import('./usdt-page.tsx'),
};
