import {
  chatHubEvents,
  ZChangeOnlineStateEvent,
  ZChatRoomAddedEvent,
  ZChatRoomAnnouncementEvent,
  ZChatRoomBetAwardNotifyEvent,
  ZChatRoomReadOnlyEvent,
  ZChatRoomRemovedEvent,
  ZChatRoomRenamedEvent,
  ZChatRoomRoleEvent,
  ZClearHistoryMessageEvent,
  ZEnterSiteGroupRoomEvent,
  ZReceiveChatMessageEvent,
  ZRemoveChatMessageEvent,
  ZUpdatePinMessageEvent,
} from '@lottery/contracts';
import type { z } from 'zod';
import { applyBetAward } from '../logic/bet-awards.ts';
import {
  addRoom,
  clearRoomThrough,
  dropRoom,
  patchRoom,
  receiveMessages,
  removeMessage,
  type TChatRooms,
} from '../logic/chat-rooms.ts';

/** One hub event's change of the rooms; a payload that does not parse changes nothing. */
export type TChatEventHandler = (rooms: TChatRooms, payload: unknown) => TChatRooms;

/** A handler of a payload checked against its contract schema. */
const on =
  <S extends z.ZodType>(
    schema: S,
    change: (rooms: TChatRooms, event: z.output<S>) => TChatRooms,
  ): TChatEventHandler =>
  (rooms, payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? change(rooms, parsed.data) : rooms;
  };

/**
 * The chat events the player app follows, by name: messages and removals, and the room events
 * of group and site-group rooms (added, removed, renamed, settings, my role, pins, a room-wide
 * clear, members online). They keep what the app shows right when someone else changes a room
 * (the group screens also apply their own call's answer at once).
 */
export const chatEventHandlers: Readonly<Record<string, TChatEventHandler>> = {
  [chatHubEvents.receiveMessage]: on(ZReceiveChatMessageEvent, (rooms, message) =>
    receiveMessages(rooms, message.RoomId, [message]),
  ),
  [chatHubEvents.removeMessage]: on(ZRemoveChatMessageEvent, (rooms, event) =>
    removeMessage(rooms, event.RoomId, event.MessageId),
  ),
  [chatHubEvents.chatRoomAdded]: on(ZChatRoomAddedEvent, addRoom),
  [chatHubEvents.enterSiteGroupRoom]: on(ZEnterSiteGroupRoomEvent, addRoom),
  [chatHubEvents.chatRoomRemoved]: on(ZChatRoomRemovedEvent, (rooms, event) =>
    dropRoom(rooms, event.RoomId),
  ),
  [chatHubEvents.chatRoomRenamed]: on(ZChatRoomRenamedEvent, (rooms, event) =>
    patchRoom(rooms, event.RoomId, { Name: event.Name }),
  ),
  [chatHubEvents.chatRoomAnnouncement]: on(ZChatRoomAnnouncementEvent, (rooms, event) =>
    patchRoom(rooms, event.RoomId, { Announcement: event.Announcement }),
  ),
  [chatHubEvents.chatRoomReadOnly]: on(ZChatRoomReadOnlyEvent, (rooms, event) =>
    patchRoom(rooms, event.RoomId, { IsReadOnly: event.IsReadOnly }),
  ),
  [chatHubEvents.chatRoomRole]: on(ZChatRoomRoleEvent, (rooms, event) =>
    event.UserId === rooms.userId ? patchRoom(rooms, event.RoomId, { MyRole: event.Role }) : rooms,
  ),
  [chatHubEvents.updatePinMessage]: on(ZUpdatePinMessageEvent, (rooms, event) =>
    patchRoom(rooms, event.RoomId, { PinnedMessage: event.Message }),
  ),
  [chatHubEvents.clearHistoryMessage]: on(ZClearHistoryMessageEvent, (rooms, event) =>
    clearRoomThrough(rooms, event.RoomId, event.ClearedThroughMessageId),
  ),
  [chatHubEvents.changeOnlineState]: on(ZChangeOnlineStateEvent, (rooms, event) =>
    patchRoom(rooms, event.RoomId, { OnlineCount: event.OnlineCount }),
  ),
  [chatHubEvents.chatRoomBetAwardNotify]: on(ZChatRoomBetAwardNotifyEvent, applyBetAward),
};
