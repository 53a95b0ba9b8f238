import type { TSection } from '../section-types.ts';

/** Finance's withdrawal queue: review beside each request, approve, reject, mark paid. */
export const withdrawalsSection: TSection = {
  id: 'withdrawals',
  path: 'withdrawals',
  permission: 'withdrawals.view',
  title: { 'zh-CN': '提现审核', en: 'Withdrawals' },
  group: 'finance',
  load: () => import('./withdrawals-page.tsx'),
};
