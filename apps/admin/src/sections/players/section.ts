import type { TSection } from '../section-types.ts';

/** The section's address under /admin, for its own absolute links. */
export const playersPath = 'players';

export const playersSection: TSection = {
  id: 'players',
  path: playersPath,
  permission: 'players.view',
  title: { 'zh-CN': '玩家与代理', en: 'Players and agents' },
  group: 'players',
  load: () => import('./players-page.tsx'),
};
