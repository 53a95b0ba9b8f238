import type { TSection } from '../section-types.ts';

export const playersSection: TSection = {
  id: 'players',
  path: 'players',
  permission: 'players.view',
  title: { 'zh-CN': '玩家与代理', en: 'Players and agents' },
  group: 'players',
  load: () => import('./players-page.tsx'),
};
