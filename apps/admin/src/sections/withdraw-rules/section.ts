import type { TSection } from '../section-types.ts';

export const withdrawRulesSection: TSection = {
  id: 'withdraw-rules',
  path: 'withdraw-rules',
  permission: 'payments.configure',
  title: { 'zh-CN': '提款规则', en: 'Withdrawal rules' },
  group: 'finance',
  load: () => import('./withdraw-rules-page.tsx'),
};
