import type { TSection } from '../section-types.ts';

export const depositChannelsSection: TSection = {
  id: 'deposit-channels',
  path: 'deposit-channels',
  permission: 'payments.configure',
  title: { 'zh-CN': '存款渠道', en: 'Deposit channels' },
  group: 'finance',
  load: () => import('./deposit-channels-page.tsx'),
};
