import { administratorsSection, rolesSection } from './administrators/section.ts';
import { approvalsSection } from './approvals/section.ts';
import { auditSection } from './audit/section.ts';
import { dashboardSection } from './dashboard/section.ts';
import { myAccountSection } from './my-account/section.ts';
import { playersSection } from './players/section.ts';
import { reportsSection } from './reports/section.ts';
import type { TSection } from './section-types.ts';

/**
 * Every section of the console, in navigation order within each group. A new section: its
 * folder (section.ts, page, texts) and one line here.
 */
export const sections: readonly TSection[] = [
  dashboardSection,
  playersSection,
  approvalsSection,
  reportsSection,
  administratorsSection,
  rolesSection,
  auditSection,
  myAccountSection,
];
