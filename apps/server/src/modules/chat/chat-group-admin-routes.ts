import {
  chatHubEvents,
  ZCreateSiteChatRoomRequest,
  ZCreateSiteChatRoomResult,
  ZSetSiteChatRoomStaffRequest,
  ZSetSiteChatRoomStaffResult,
} from '@lottery/contracts';
import type { TRealtime } from '../../hub/realtime.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TChatDeps } from './chat-deps.ts';
import type { TRoomConnections } from './room-connections.ts';
import { roomEvents } from './room-events.ts';
import { createSiteRoom, setSiteRoomStaff } from './site-room-admin.ts';

/** The back office's site-group and tutor rooms (issue #22): opening them, assigning staff. */
export function chatGroupAdminRoutes(
  deps: TChatDeps & { realtime: TRealtime; chatRooms: TRoomConnections },
) {
  const tell = roomEvents(deps.realtime, deps, deps.chatRooms);
  return [
    defineRoute({
      tags: ['Chat administration'],
      access: 'admin',
      permission: 'chat.moderate',
      method: 'POST',
      url: '/api/Admin/Chat/CreateSiteRoom',
      summary: 'Open a site-group or tutor room that players list and enter',
      body: ZCreateSiteChatRoomRequest,
      response: ZCreateSiteChatRoomResult,
      handler: async ({ body, session }) => ({
        RoomId: await createSiteRoom(deps.db, session, body, deps.clock.now()),
      }),
    }),
    defineRoute({
      tags: ['Chat administration'],
      access: 'admin',
      permission: 'chat.moderate',
      method: 'POST',
      url: '/api/Admin/Chat/SetSiteRoomStaff',
      summary: "Make an account a site room's tutor, manager or plain member",
      body: ZSetSiteChatRoomStaffRequest,
      response: ZSetSiteChatRoomStaffResult,
      handler: async ({ body, session }) => {
        const staff = unwrap(await setSiteRoomStaff(deps.db, session, body, deps.clock.now()));
        if (staff.IsNewMember) {
          await tell.membersAdded(staff.RoomId, [staff.UserId]);
          await tell.memberJoined(staff.RoomId, staff.UserId);
        } else
          await tell.room(staff.RoomId, chatHubEvents.chatRoomRole, {
            RoomId: staff.RoomId,
            UserId: staff.UserId,
            Role: staff.Role,
          });
        return staff;
      },
    }),
  ];
}
