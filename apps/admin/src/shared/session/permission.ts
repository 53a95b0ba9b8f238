/**
 * The console's one view of the permission names (packages/contracts admin/permissions.ts):
 * sections and guards import them from here.
 */
export { adminPermissions, type TAdminPermission } from '@lottery/contracts';
