import type { TSection } from '../section-types.ts';

/** Reading a player's bonus wallet is players.view (the route's); granting needs balance.request. */
export const bonusGrantsSection: TSection = {
  id: 'bonus-grants',
  path: 'bonus-grants',
  permission: 'players.view',
  title: { 'zh-CN': '奖金发放', en: 'Bonus grants' },
  group: 'players',
  load: () => import('./bonus-grants-page.tsx'),
};
