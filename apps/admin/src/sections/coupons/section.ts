import type { TSection } from '../section-types.ts';

export const couponsSection: TSection = {
  id: 'coupons',
  path: 'coupons',
  permission: 'activities.view',
  title: { 'zh-CN': '优惠券', en: 'Coupons' },
  group: 'content',
  load: () => import('./coupons-page.tsx'),
};
