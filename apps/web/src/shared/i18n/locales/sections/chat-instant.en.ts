import type { TWiden } from '../../widen.ts';
import type { chatInstantZhCN } from './chat-instant.zh-CN.ts';

export const chatInstantEn: TWiden<typeof chatInstantZhCN> = {
  region: 'New group messages',
  notice: '{{sender}} in {{room}}: {{preview}}',
  image: '[picture]',
  betShare: '[shared bet]',
  open: 'Open {{room}}',
  dismiss: 'Dismiss',
  unread: '{{count}} unread',
};
