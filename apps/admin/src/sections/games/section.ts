import type { TSection } from '../section-types.ts';

export const gamesSection: TSection = {
  id: 'games',
  path: 'games',
  permission: 'games.view',
  title: { 'zh-CN': '彩种管理', en: 'Games' },
  group: 'games',
  load: () => import('./games-page.tsx'),
};
