import {
  chatHubEvents,
  ZRemoveChatMessageRequest,
  ZRemoveChatMessageResult,
  type TRemoveChatMessageEvent,
} from '@lottery/contracts';
import { hubGroups } from '../../hub/hub-groups.ts';
import type { TRealtime } from '../../hub/realtime.ts';
import { unwrap } from '../../platform/result.ts';
import { defineRoute } from '../../platform/route.ts';
import type { TChatDeps } from './chat-deps.ts';
import { removeMessage } from './remove-message.ts';

/** The back office's chat moderation (issue #22): removing a message, pushed to its room. */
export function chatAdminRoutes(deps: TChatDeps & { realtime: TRealtime }) {
  return [
    defineRoute({
      tags: ['Chat administration'],
      access: 'admin',
      permission: 'chat.moderate',
      method: 'POST',
      url: '/api/Admin/Chat/RemoveMessage',
      summary: "Remove a chat message with a reason; the room's members receive RemoveMessage",
      body: ZRemoveChatMessageRequest,
      response: ZRemoveChatMessageResult,
      handler: async ({ body, session }) => {
        const removed = unwrap(await removeMessage(deps.db, session, body, deps.clock.now()));
        const event: TRemoveChatMessageEvent = {
          RoomId: removed.RoomId,
          MessageId: removed.MessageId,
        };
        await deps.realtime.toGroup(
          hubGroups.chatRoom(removed.RoomId),
          chatHubEvents.removeMessage,
          event,
        );
        return removed;
      },
    }),
  ];
}
