import type { TSection } from '../section-types.ts';

export const activitiesPath = 'activities';

export const activitiesSection: TSection = {
  id: 'activities',
  path: activitiesPath,
  permission: 'activities.view',
  title: { 'zh-CN': '活动管理', en: 'Activities' },
  group: 'content',
  load: () => import('./activities-page.tsx'),
};
