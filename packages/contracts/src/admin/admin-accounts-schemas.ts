import { z } from 'zod';
import { ZLoginId, ZNewPassword } from '../auth/auth-schemas.ts';
import { ZText } from '../validation/text.ts';
import { adminPermissions } from './permissions.ts';

const ZAdminId = z.number().int().min(1);
const ZRoleId = z.number().int().min(1);

export const ZAdminAccount = z
  .object({
    AdminId: z.number().int(),
    LoginId: z.string(),
    DisplayName: z.string(),
    RoleId: z.number().int(),
    RoleName: z.string(),
    Disabled: z.boolean(),
    TotpEnrolled: z.boolean(),
    /** Empty: the account may be used from anywhere. */
    AllowedNetworks: z.array(z.string()),
    FailedLoginCount: z.number().int(),
    OpenSessions: z.number().int(),
    CreatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AdminAccount' });
export type TAdminAccount = z.infer<typeof ZAdminAccount>;
export const ZAdminAccountList = z
  .object({ Admins: z.array(ZAdminAccount) })
  .meta({ id: 'AdminAccountList' });

export const ZCreateAdminRequest = z
  .object({
    LoginId: ZLoginId,
    DisplayName: ZText.min(1, { error: 'required' }).max(32),
    RoleId: ZRoleId,
    /** The first password; the administrator enrols an authenticator at first login. */
    Password: ZNewPassword,
  })
  .meta({ id: 'CreateAdminRequest' });

export const ZSetAdminRoleRequest = z
  .object({ AdminId: ZAdminId, RoleId: ZRoleId })
  .meta({ id: 'SetAdminRoleRequest' });

export const ZSetAdminDisabledRequest = z
  .object({ AdminId: ZAdminId, Disabled: z.boolean() })
  .meta({ id: 'SetAdminDisabledRequest' });

export const ZAdminIdRequest = z.object({ AdminId: ZAdminId }).meta({ id: 'AdminIdRequest' });

export const ZSetAllowedNetworksRequest = z
  .object({
    AdminId: ZAdminId,
    /** Addresses or networks ("203.0.113.7", "198.51.100.0/24"); empty: anywhere. */
    Networks: z.array(ZText.min(1).max(64)).max(32),
  })
  .meta({ id: 'SetAllowedNetworksRequest' });

export const ZAdminRole = z
  .object({
    RoleId: z.number().int(),
    Name: z.string(),
    Builtin: z.boolean(),
    Permissions: z.array(z.enum(adminPermissions)),
    AdminCount: z.number().int(),
  })
  .meta({ id: 'AdminRole' });
export type TAdminRole = z.infer<typeof ZAdminRole>;
export const ZAdminRoleList = z
  .object({ Roles: z.array(ZAdminRole) })
  .meta({ id: 'AdminRoleList' });

const ZRoleName = ZText.min(1, { error: 'required' }).max(32);
const ZPermissionList = z.array(z.enum(adminPermissions)).max(adminPermissions.length);

export const ZCreateRoleRequest = z
  .object({ Name: ZRoleName, Permissions: ZPermissionList })
  .meta({ id: 'CreateRoleRequest' });

export const ZUpdateRoleRequest = z
  .object({ RoleId: ZRoleId, Name: ZRoleName, Permissions: ZPermissionList })
  .meta({ id: 'UpdateRoleRequest' });
