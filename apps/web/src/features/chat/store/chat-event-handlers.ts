import {
  chatHubEvents,
  ZReceiveChatMessageEvent,
  ZRemoveChatMessageEvent,
} from '@lottery/contracts';
import { receiveMessages, removeMessage, type TChatRooms } from '../logic/chat-rooms.ts';

/** One hub event's change of the rooms; a payload that does not parse changes nothing. */
export type TChatEventHandler = (rooms: TChatRooms, payload: unknown) => TChatRooms;

/**
 * The chat events the player app follows, by name. The room events of group rooms (added,
 * removed, renamed, pins, history cleared) join this table as the server gains them.
 */
export const chatEventHandlers: Readonly<Record<string, TChatEventHandler>> = {
  [chatHubEvents.receiveMessage]: (rooms, payload) => {
    const parsed = ZReceiveChatMessageEvent.safeParse(payload);
    return parsed.success ? receiveMessages(rooms, parsed.data.RoomId, [parsed.data]) : rooms;
  },
  [chatHubEvents.removeMessage]: (rooms, payload) => {
    const parsed = ZRemoveChatMessageEvent.safeParse(payload);
    return parsed.success ? removeMessage(rooms, parsed.data.RoomId, parsed.data.MessageId) : rooms;
  },
};
