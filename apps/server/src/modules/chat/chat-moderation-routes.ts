import {
  ZChatAdminRoomsPage,
  ZChatAdminRoomsQuery,
  ZChatBanRequest,
  ZChatLiftRequest,
  ZChatMuteRequest,
  ZChatRestrictionChange,
  ZChatRestrictionsPage,
  ZChatRestrictionsQuery,
  ZChatRoomMessagesPage,
  ZChatRoomMessagesQuery,
} from '@lottery/contracts';
import type { Hub } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import { closeErrorText } from '../../hub/session-closer.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TChatDeps } from './chat-deps.ts';
import { banPlayer, liftRestriction, mutePlayer } from './chat-restrictions.ts';
import { listRestrictions, listRooms, roomMessages } from './moderation-reads.ts';

const moderate = {
  tags: ['Chat administration'],
  access: 'admin',
  permission: 'chat.moderate',
} as const;

/**
 * The back office's mutes and bans and its reading of rooms (issue #22). A ban also closes the
 * player's hub connections on every instance (allowing reconnect): a connection stays in the
 * room's hub group until it leaves, and the reconnected one rejoins only the rooms it is still in.
 */
export function chatModerationRoutes(deps: TChatDeps & { hub: Pick<Hub, 'closeGroup'> }) {
  return [
    defineRoute({
      ...moderate,
      method: 'POST',
      url: '/api/Admin/Chat/Mute',
      summary: 'Mute a player in one room or in all chat, for some minutes or until lifted',
      body: ZChatMuteRequest,
      response: ZChatRestrictionChange,
      handler: async ({ body, session }) =>
        unwrap(await mutePlayer(deps.db, session, body, deps.clock.now())),
    }),
    defineRoute({
      ...moderate,
      method: 'POST',
      url: '/api/Admin/Chat/Unmute',
      summary: 'Lift a standing mute',
      body: ZChatLiftRequest,
      response: ZChatRestrictionChange,
      handler: async ({ body, session }) =>
        unwrap(await liftRestriction(deps.db, session, 'mute', body, deps.clock.now())),
    }),
    defineRoute({
      ...moderate,
      method: 'POST',
      url: '/api/Admin/Chat/Ban',
      summary: 'Ban a player from a room: removed from it, and kept out until lifted',
      body: ZChatBanRequest,
      response: ZChatRestrictionChange,
      handler: async ({ body, session }) => {
        const ban = unwrap(await banPlayer(deps.db, session, body, deps.clock.now()));
        await deps.hub.closeGroup(hubGroups.user(ban.UserId), {
          error: closeErrorText('ChatBannedFromRoom'),
          allowReconnect: true,
        });
        return ban;
      },
    }),
    defineRoute({
      ...moderate,
      method: 'POST',
      url: '/api/Admin/Chat/Unban',
      summary: 'Lift a ban: the player may enter the room again',
      body: ZChatLiftRequest,
      response: ZChatRestrictionChange,
      handler: async ({ body, session }) =>
        unwrap(await liftRestriction(deps.db, session, 'ban', body, deps.clock.now())),
    }),
    defineRoute({
      ...moderate,
      method: 'GET',
      url: '/api/Admin/Chat/Mutes',
      summary: 'Mutes and bans, newest first (standing ones unless ActiveOnly=false)',
      query: ZChatRestrictionsQuery,
      response: ZChatRestrictionsPage,
      handler: ({ query }) => listRestrictions(deps.db, query, deps.clock.now()),
    }),
    defineRoute({
      ...moderate,
      method: 'GET',
      url: '/api/Admin/Chat/Rooms',
      summary: 'Chat rooms, open ones first, with member count and last message time',
      query: ZChatAdminRoomsQuery,
      response: ZChatAdminRoomsPage,
      handler: ({ query }) => listRooms(deps.db, query),
    }),
    defineRoute({
      ...moderate,
      method: 'GET',
      url: '/api/Admin/Chat/RoomMessages',
      summary: "A room's messages newest first, removed ones with who removed them and why",
      query: ZChatRoomMessagesQuery,
      response: ZChatRoomMessagesPage,
      handler: async ({ query }) => unwrap(await roomMessages(deps.db, query)),
    }),
  ];
}
