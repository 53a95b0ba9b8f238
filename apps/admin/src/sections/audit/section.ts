import type { TSection } from '../section-types.ts';

/** The append-only log of every administrator change, with filters and before/after. */
export const auditSection: TSection = {
  id: 'audit',
  path: 'audit',
  permission: 'audit.view',
  title: { 'zh-CN': '操作日志', en: 'Audit log' },
  group: 'system',
  load: () => import('./audit-page.tsx'),
};
