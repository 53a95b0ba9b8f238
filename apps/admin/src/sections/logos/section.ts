import type { TSection } from '../section-types.ts';

export const logosSection: TSection = {
  id: 'logos',
  path: 'logos',
  permission: 'content.view',
  title: { 'zh-CN': 'Logo 图片', en: 'Logos' },
  group: 'content',
  load: () => import('./logos-page.tsx'),
};
