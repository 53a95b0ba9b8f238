import type { TSection } from '../section-types.ts';

/** The checker's queue of balance adjustments (maker-checker). */
export const approvalsSection: TSection = {
  id: 'approvals',
  path: 'approvals',
  permission: 'balance.approve',
  title: { 'zh-CN': '调账审批', en: 'Approvals' },
  group: 'finance',
  load: () => import('./approvals-page.tsx'),
};
