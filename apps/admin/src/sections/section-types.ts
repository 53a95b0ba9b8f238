import type { ComponentType } from 'react';
import type { TLanguage } from '@lottery/contracts';
import type { TAdminPermission } from '../shared/session/permission.ts';

/** Where a section sits in the navigation, in this order. */
export const sectionGroups = [
  'overview',
  'players',
  'finance',
  'games',
  'risk',
  'content',
  'reports',
  'system',
  'account',
] as const;
export type TSectionGroup = (typeof sectionGroups)[number];

/**
 * A section of the console (STYLE §26): its address, the permission that opens it, its name in
 * both languages and its screens, loaded on demand so a section's code (charts, editors) loads
 * with it. Adding a section is a folder with a `section.ts` and one line in sections/index.ts.
 */
export interface TSection {
  /** Unique, kebab-case; also the i18n namespace its texts use by convention. */
  id: string;
  /** Under /admin, without the leading slash: 'audit' serves /admin/audit and /admin/audit/*. */
  path: string;
  /** Needed to see and open the section; null: every signed-in administrator (My account). */
  permission: TAdminPermission | null;
  title: Readonly<Record<TLanguage, string>>;
  group?: TSectionGroup;
  /** The section's page, which routes its own sub-paths (list, detail) below `path`. */
  load: () => Promise<{ default: ComponentType }>;
}

/** The sections an administrator with these permissions may see, in table order. */
export function sectionsAllowed(
  sections: readonly TSection[],
  permissions: ReadonlySet<TAdminPermission>,
): TSection[] {
  return sections.filter((section) => isSectionAllowed(section, permissions));
}

export function isSectionAllowed(
  section: TSection,
  permissions: ReadonlySet<TAdminPermission>,
): boolean {
  return section.permission === null || permissions.has(section.permission);
}
