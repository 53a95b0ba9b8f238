import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { plainTextCheck, ZText } from '../validation/text.ts';

export const ZAdminSession = z
  .object({
    SessionId: z.string(),
    LoginId: z.string(),
    CreatedAt: z.string().describe('ISO 8601'),
    Ip: z.string().nullable(),
    EndedAt: z.string().nullable(),
    EndReason: z.string().nullable(),
  })
  .meta({ id: 'AdminSession' });

export const ZAdminSessionsQuery = z.object({ LoginId: ZText.min(1).max(64) });
export const ZAdminSessionList = z
  .object({ Sessions: z.array(ZAdminSession) })
  .meta({ id: 'AdminSessionList' });

export const ZBlacklistSessionRequest = z
  .object({ SessionId: z.uuid({ error: 'format' }).check(plainTextCheck) })
  .meta({ id: 'BlacklistSessionRequest' });

export const ZForceLogoutRequest = z
  .object({ LoginId: ZText.min(1).max(64) })
  .meta({ id: 'ForceLogoutRequest' });

export const ZSetStateFlagsRequest = z
  .object({ LoginId: ZText.min(1).max(64), StateFlags: z.number().int().min(0) })
  .meta({ id: 'SetStateFlagsRequest' });

export const ZEndedSessionsResponse = z
  .object({ EndedSessions: z.number().int() })
  .meta({ id: 'EndedSessionsResponse' });

export const ZIpRestriction = z
  .object({ Id: z.number().int(), Network: z.string(), Note: z.string() })
  .meta({ id: 'IpRestriction' });
export const ZIpRestrictionList = z
  .object({ Restrictions: z.array(ZIpRestriction) })
  .meta({ id: 'IpRestrictionList' });
export const ZAddIpRestrictionRequest = z
  .object({
    Network: ZText.min(2)
      .max(50)
      .describe('An address or a CIDR network, IPv4 or IPv6: 203.0.113.7, 198.51.100.0/24'),
    Note: ZText.max(200).default(''),
  })
  .meta({ id: 'AddIpRestrictionRequest' });
export const ZIdParams = z.object({ id: queryInt(1) });

export const ZMaintenanceWindow = z
  .object({ Id: z.number().int(), StartTime: z.string(), EndTime: z.string(), Note: z.string() })
  .meta({ id: 'MaintenanceWindow' });
export const ZMaintenanceList = z
  .object({ Windows: z.array(ZMaintenanceWindow) })
  .meta({ id: 'MaintenanceList' });
export const ZAddMaintenanceRequest = z
  .object({
    StartTime: z.iso.datetime({ offset: true, error: 'format' }).check(plainTextCheck),
    EndTime: z.iso.datetime({ offset: true, error: 'format' }).check(plainTextCheck),
    Note: ZText.max(200).default(''),
  })
  .refine((w) => Date.parse(w.EndTime) > Date.parse(w.StartTime), {
    error: 'notAllowed',
    path: ['EndTime'],
  })
  .meta({ id: 'AddMaintenanceRequest' });
