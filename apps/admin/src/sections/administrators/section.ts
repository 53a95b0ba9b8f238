import type { TSection } from '../section-types.ts';

/** Administrator accounts: list, create, role, disable, second factor, networks, sessions. */
export const administratorsSection: TSection = {
  id: 'administrators',
  path: 'admins',
  permission: 'admins.view',
  title: { 'zh-CN': '管理员', en: 'Administrators' },
  group: 'system',
  load: () => import('./administrators-page.tsx'),
};

/** Roles and their permissions; an owner defines custom roles. */
export const rolesSection: TSection = {
  id: 'roles',
  path: 'roles',
  permission: 'admins.view',
  title: { 'zh-CN': '角色与权限', en: 'Roles' },
  group: 'system',
  load: () => import('./roles-page.tsx'),
};
