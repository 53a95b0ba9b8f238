import type { TSection } from '../section-types.ts';

export const announcementsSection: TSection = {
  id: 'announcements',
  path: 'announcements',
  permission: 'content.view',
  title: { 'zh-CN': '公告管理', en: 'Announcements' },
  group: 'content',
  load: () => import('./announcements-page.tsx'),
};
