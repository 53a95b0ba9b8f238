import type { TSection } from '../section-types.ts';

export const chatSection: TSection = {
  id: 'chat',
  path: 'chat',
  permission: 'chat.moderate',
  title: { 'zh-CN': '聊天管理', en: 'Chat moderation' },
  group: 'content',
  load: () => import('./chat-page.tsx'),
};
