import type { TSection } from '../section-types.ts';

export const vipLevelsSection: TSection = {
  id: 'vip-levels',
  path: 'vip-levels',
  permission: 'vip.view',
  title: { 'zh-CN': 'VIP 等级', en: 'VIP levels' },
  group: 'players',
  load: () => import('./vip-levels-page.tsx'),
};
