import type { TSection } from '../section-types.ts';

export const ipRestrictionsSection: TSection = {
  id: 'ip-restrictions',
  path: 'ip-restrictions',
  permission: 'content.view',
  title: { 'zh-CN': 'IP 限制', en: 'IP restrictions' },
  group: 'content',
  load: () => import('./ip-restrictions-page.tsx'),
};
