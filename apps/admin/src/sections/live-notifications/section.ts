import type { TSection } from '../section-types.ts';

export const liveNotificationsSection: TSection = {
  id: 'live-notifications',
  path: 'live-notifications',
  permission: 'content.view',
  title: { 'zh-CN': '直播通知', en: 'Live notifications' },
  group: 'content',
  load: () => import('./live-notifications-page.tsx'),
};
