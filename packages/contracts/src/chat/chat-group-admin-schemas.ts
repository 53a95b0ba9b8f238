import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZChatRoomId } from './chat-schemas.ts';

/** POST /api/Admin/Chat/CreateSiteRoom: a site-group or tutor room that players may enter. */
export const ZCreateSiteChatRoomRequest = z
  .object({
    Kind: z.enum(['site_group', 'tutor']).describe('In a tutor room only its tutors post'),
    Name: ZText.trim().min(1, { error: 'required' }).max(30).describe('Shown as text'),
    Announcement: ZText.trim().max(500).default('').describe('Shown as text'),
    IsReadOnly: z.boolean().default(false).describe('Only managers and tutors post'),
  })
  .meta({ id: 'CreateSiteChatRoomRequest' });
export type TCreateSiteChatRoomRequest = z.output<typeof ZCreateSiteChatRoomRequest>;

export const ZCreateSiteChatRoomResult = z
  .object({ RoomId: ZChatRoomId })
  .meta({ id: 'CreateSiteChatRoomResult' });

/**
 * POST /api/Admin/Chat/SetSiteRoomStaff: makes an account a tutor or manager of a site room (it
 * enters the room if not in it), or a plain member again.
 */
export const ZSetSiteChatRoomStaffRequest = z
  .object({
    RoomId: ZChatRoomId,
    UserId: z.number().int().min(1).max(2_147_483_647).describe('An account id'),
    Role: z.enum(['tutor', 'manager', 'member']),
  })
  .meta({ id: 'SetSiteChatRoomStaffRequest' });
export type TSetSiteChatRoomStaffRequest = z.output<typeof ZSetSiteChatRoomStaffRequest>;

export const ZSetSiteChatRoomStaffResult = z
  .object({
    RoomId: ZChatRoomId,
    UserId: z.number().int(),
    Role: z.enum(['tutor', 'manager', 'member']),
    IsNewMember: z.boolean().describe('The account was not in the room before'),
  })
  .meta({ id: 'SetSiteChatRoomStaffResult' });
export type TSetSiteChatRoomStaffResult = z.output<typeof ZSetSiteChatRoomStaffResult>;
