import type { TSection } from '../section-types.ts';

export const siteSettingsSection: TSection = {
  id: 'site-settings',
  path: 'site-settings',
  permission: 'content.view',
  title: { 'zh-CN': '站点设置', en: 'Site settings' },
  group: 'content',
  load: () => import('./site-settings-page.tsx'),
};
