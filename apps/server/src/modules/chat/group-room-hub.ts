import {
  chatHubEvents as events,
  chatHubMethods as methods,
  ZChatRoomRequest,
  ZCreateGroupRoomRequest,
  ZGroupRoomMemberRequest,
  ZGroupRoomMembersRequest,
  ZPinMessageRequest,
  ZRenameRoomRequest,
  ZRoomMembersPageRequest,
  ZRoomMessageRequest,
  ZSetRoomAnnouncementRequest,
  ZSetRoomMemberRoleRequest,
  ZSetRoomReadOnlyRequest,
  type TChatRoom,
  type TChatRoomMembersChangedEvent,
  type TChatRoomRemovedEvent,
  type TClearHistoryMessageEvent,
  type TRemoveChatMessageEvent,
  type TRoomMembersPage,
  type TUpdatePinMessageEvent,
} from '@lottery/contracts';
import { HubError, type Hub, type HubCallerContext } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import { parseHubArgument, unwrapForHub } from '../../hub/hub-refusal.ts';
import { realtimeOf } from '../../hub/realtime.ts';
import type { TChatDeps } from './chat-deps.ts';
import type { TChatPresence } from './chat-presence-hub.ts';
import {
  addGroupMembers,
  changeRoomSetting,
  createGroupRoom,
  leaveRoom,
  removeGroupMember,
  setMemberRole,
  type TMembersChange,
  type TRoomSetting,
} from './group-rooms.ts';
import { roomEvents } from './room-events.ts';
import type { TRoomConnections } from './room-connections.ts';
import { clearRoomForEveryone, pinMessage, removeRoomMessage } from './room-keeping.ts';
import {
  enterSiteRoom,
  listSiteRooms,
  readRoomMembers,
  reEnterSiteRoom,
  siteRoomKinds,
} from './site-rooms.ts';

function userOf(context: HubCallerContext): number {
  if (!context.userId) throw new HubError('Log in to chat.');
  return Number(context.userId);
}

/**
 * The group-room and site-group methods of SPEC §7 on the product hub. Each change commits in
 * one transaction, then moves the members' connections in or out of the room's hub group and
 * tells the room (room-events.ts). Membership is checked on every call, as in chat-hub.ts.
 */
export function registerGroupRoomMethods(
  hub: Hub,
  deps: TChatDeps,
  rooms: TRoomConnections,
  presence: Pick<TChatPresence, 'onlineAmong' | 'joinRoom' | 'leaveRoom'>,
) {
  rooms.attach(hub, presence);
  const tell = roomEvents(realtimeOf(hub), deps, rooms);

  const applyMembers = async (change: TMembersChange, reason: TChatRoomRemovedEvent['Reason']) => {
    await tell.membersLeft(change.roomId, change.removedUserIds, reason);
    await tell.membersAdded(
      change.roomId,
      change.added.map((member) => member.UserId),
    );
    const event: TChatRoomMembersChangedEvent = {
      RoomId: change.roomId,
      Added: change.added,
      RemovedUserIds: change.removedUserIds,
      MemberCount: change.memberCount,
    };
    await tell.room(change.roomId, events.chatRoomMembersChanged, event);
  };

  hub.on(methods.createGroupRoom, async (context, argument: unknown): Promise<TChatRoom> => {
    const userId = userOf(context);
    const request = parseHubArgument(ZCreateGroupRoomRequest, argument);
    const change = unwrapForHub(await createGroupRoom(deps, userId, request));
    // The owner's other devices learn of the room as the added members do.
    await tell.membersAdded(change.roomId, [userId]);
    await applyMembers(change, 'removed');
    return tell.stateFor(userId, change.roomId);
  });

  hub.on(methods.addGroupRoomMembers, async (context, argument: unknown) => {
    const request = parseHubArgument(ZGroupRoomMembersRequest, argument);
    const change = unwrapForHub(await addGroupMembers(deps, userOf(context), request));
    await applyMembers(change, 'removed');
    return { RoomId: change.roomId };
  });

  hub.on(methods.removeGroupRoomMember, async (context, argument: unknown) => {
    const request = parseHubArgument(ZGroupRoomMemberRequest, argument);
    const change = unwrapForHub(await removeGroupMember(deps, userOf(context), request));
    await applyMembers(change, 'removed');
    return { RoomId: change.roomId };
  });

  hub.on(methods.leaveGroupRoom, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatRoomRequest, argument);
    const change = unwrapForHub(await leaveRoom(deps, userOf(context), request.RoomId, ['group']));
    await applyMembers(change, 'left');
    return { RoomId: change.roomId };
  });

  const setting = async (context: HubCallerContext, roomId: number, value: TRoomSetting) => {
    const changed = unwrapForHub(await changeRoomSetting(deps, userOf(context), roomId, value));
    if (changed.operation === 'rename')
      await tell.room(roomId, events.chatRoomRenamed, { RoomId: roomId, Name: changed.name });
    else if (changed.operation === 'setReadOnly')
      await tell.room(roomId, events.chatRoomReadOnly, {
        RoomId: roomId,
        IsReadOnly: changed.isReadOnly,
      });
    else
      await tell.room(roomId, events.chatRoomAnnouncement, {
        RoomId: roomId,
        Announcement: changed.announcement,
      });
    return { RoomId: roomId };
  };
  hub.on(methods.renameRoom, (context, argument: unknown) => {
    const request = parseHubArgument(ZRenameRoomRequest, argument);
    return setting(context, request.RoomId, { operation: 'rename', name: request.Name });
  });
  hub.on(methods.setRoomReadOnly, (context, argument: unknown) => {
    const request = parseHubArgument(ZSetRoomReadOnlyRequest, argument);
    return setting(context, request.RoomId, {
      operation: 'setReadOnly',
      isReadOnly: request.IsReadOnly,
    });
  });
  hub.on(methods.setRoomAnnouncement, (context, argument: unknown) => {
    const request = parseHubArgument(ZSetRoomAnnouncementRequest, argument);
    return setting(context, request.RoomId, {
      operation: 'setAnnouncement',
      announcement: request.Announcement,
    });
  });

  hub.on(methods.setRoomMemberRole, async (context, argument: unknown) => {
    const request = parseHubArgument(ZSetRoomMemberRoleRequest, argument);
    const member = unwrapForHub(await setMemberRole(deps, userOf(context), request));
    await tell.room(request.RoomId, events.chatRoomRole, {
      RoomId: request.RoomId,
      UserId: member.UserId,
      Role: member.Role,
    });
    return { RoomId: request.RoomId };
  });

  hub.on(methods.getSiteGroupRooms, async (context) =>
    unwrapForHub(await listSiteRooms(deps.db, userOf(context))),
  );

  hub.on(methods.enterSiteGroupRoom, async (context, argument: unknown): Promise<TChatRoom> => {
    const userId = userOf(context);
    const request = parseHubArgument(ZChatRoomRequest, argument);
    const entered = unwrapForHub(await enterSiteRoom(deps, userId, request.RoomId));
    // Every connection of the account (this one included) joins before anyone is told.
    await rooms.join(userId, request.RoomId);
    const state = await tell.stateFor(userId, request.RoomId);
    await hub.clients.group(hubGroups.user(userId)).send(events.enterSiteGroupRoom, state);
    if (entered.isNew) await tell.memberJoined(request.RoomId, userId);
    return state;
  });

  hub.on(methods.reEnterSiteGroupRoom, async (context, argument: unknown): Promise<TChatRoom> => {
    const userId = userOf(context);
    const request = parseHubArgument(ZChatRoomRequest, argument);
    unwrapForHub(await reEnterSiteRoom(deps.db, userId, request.RoomId));
    await context.groups.add(context.connectionId, hubGroups.chatRoom(request.RoomId));
    await presence.joinRoom(context.connectionId, request.RoomId);
    return tell.stateFor(userId, request.RoomId);
  });

  hub.on(methods.leaveSiteGroupRoom, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatRoomRequest, argument);
    const change = unwrapForHub(
      await leaveRoom(deps, userOf(context), request.RoomId, siteRoomKinds),
    );
    await applyMembers(change, 'left');
    return { RoomId: change.roomId };
  });

  hub.on(methods.getRoomMembers, async (context, argument: unknown): Promise<TRoomMembersPage> => {
    const request = parseHubArgument(ZRoomMembersPageRequest, argument);
    const page = unwrapForHub(await readRoomMembers(deps.db, userOf(context), request));
    const ids = page.Members.map((member) => member.UserId);
    return { ...page, OnlineUserIds: await presence.onlineAmong(request.RoomId, ids) };
  });

  hub.on(methods.pinMessage, async (context, argument: unknown) => {
    const request = parseHubArgument(ZPinMessageRequest, argument);
    const message = unwrapForHub(await pinMessage(deps, userOf(context), request));
    const event: TUpdatePinMessageEvent = { RoomId: request.RoomId, Message: message };
    await tell.room(request.RoomId, events.updatePinMessage, event);
    return event;
  });

  hub.on(methods.clearRoomHistory, async (context, argument: unknown) => {
    const request = parseHubArgument(ZChatRoomRequest, argument);
    const cleared = unwrapForHub(await clearRoomForEveryone(deps, userOf(context), request.RoomId));
    const event: TClearHistoryMessageEvent = {
      RoomId: request.RoomId,
      ClearedThroughMessageId: cleared.clearedThroughId,
      ClearedAt: cleared.clearedAt,
    };
    await tell.room(request.RoomId, events.clearHistoryMessage, event);
    if (cleared.wasPinCleared) await tell.unpinned(request.RoomId);
    return event;
  });

  hub.on(methods.removeRoomMessage, async (context, argument: unknown) => {
    const request = parseHubArgument(ZRoomMessageRequest, argument);
    const removed = unwrapForHub(await removeRoomMessage(deps, userOf(context), request));
    const event: TRemoveChatMessageEvent = { RoomId: request.RoomId, MessageId: request.MessageId };
    await tell.room(request.RoomId, events.removeMessage, event);
    if (removed.wasPinned) await tell.unpinned(request.RoomId);
    return event;
  });
}
