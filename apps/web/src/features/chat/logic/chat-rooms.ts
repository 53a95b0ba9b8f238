import type { TChatInitialData, TChatMessage, TChatRoom, TChatSync } from '@lottery/contracts';

/** A room as the player app holds it: the room's facts, and its messages by increasing id. */
export interface TRoomState {
  room: Omit<TChatRoom, 'Messages' | 'HasMoreHistory'>;
  /** Increasing ids, each once; removed messages are left out. */
  messages: readonly TChatMessage[];
  hasMoreHistory: boolean;
}

export interface TChatRooms {
  userId: number | null;
  /** In the order the server listed them. */
  roomIds: readonly number[];
  rooms: Readonly<Record<number, TRoomState>>;
  /**
   * Settlements of shared tickets this session heard of, by message id (logic/bet-awards.ts): the
   * event's DedupeKey, so a repeat is known.
   */
  betAwards?: Readonly<Record<number, { dedupeKey: string }>>;
}

export const emptyChatRooms: TChatRooms = { userId: null, roomIds: [], rooms: {} };

const isUnreadFor = (userId: number | null, lastReadId: number) => (message: TChatMessage) =>
  message.SenderId !== userId && message.Id > lastReadId;

/** `incoming` added to `held` (both by increasing id): each id once, the one held kept. */
export function mergeById(
  held: readonly TChatMessage[],
  incoming: readonly TChatMessage[],
): readonly TChatMessage[] {
  const known = new Set(held.map((message) => message.Id));
  const added = incoming.filter((message) => {
    if (known.has(message.Id)) return false;
    known.add(message.Id);
    return true;
  });
  if (added.length === 0) return held;
  return [...held, ...added].sort((a, b) => a.Id - b.Id);
}

function withRoom(
  state: TChatRooms,
  roomId: number,
  change: (room: TRoomState) => TRoomState,
): TChatRooms {
  const current = state.rooms[roomId];
  // A room this client does not hold (an event raced its leaving): nothing to change.
  if (!current) return state;
  const next = change(current);
  return next === current ? state : { ...state, rooms: { ...state.rooms, [roomId]: next } };
}

/** GetInitialData's answer: the rooms as the server has them now. */
export function fromInitialData(data: TChatInitialData): TChatRooms {
  const rooms: Record<number, TRoomState> = {};
  for (const { Messages, HasMoreHistory, ...room } of data.Rooms)
    rooms[room.Id] = { room, messages: mergeById([], Messages), hasMoreHistory: HasMoreHistory };
  return { userId: data.UserId, roomIds: data.Rooms.map((room) => room.Id), rooms };
}

/**
 * New messages of a room (ReceiveMessage, AddMessage's answer, SyncWhenReconnected): each kept
 * once however often it comes, and counted unread when someone else sent it after my last read.
 */
export function receiveMessages(
  state: TChatRooms,
  roomId: number,
  messages: readonly TChatMessage[],
): TChatRooms {
  return withRoom(state, roomId, (current) => {
    const merged = mergeById(current.messages, messages);
    if (merged === current.messages) return current;
    const held = new Set(current.messages.map((message) => message.Id));
    const unread = isUnreadFor(state.userId, current.room.LastReadMessageId);
    const newlyUnread = merged.filter((m) => !held.has(m.Id) && unread(m)).length;
    return {
      ...current,
      messages: merged,
      room: { ...current.room, UnreadCount: current.room.UnreadCount + newlyUnread },
    };
  });
}

/** An older page (GetHistoryMessage): its unread ones are already in the server's count. */
export function prependHistory(
  state: TChatRooms,
  roomId: number,
  messages: readonly TChatMessage[],
  hasMore: boolean,
): TChatRooms {
  return withRoom(state, roomId, (current) => ({
    ...current,
    messages: mergeById(current.messages, messages),
    hasMoreHistory: hasMore,
  }));
}

/** RemoveMessage: the message goes, and out of the unread count if it was in it. */
export function removeMessage(state: TChatRooms, roomId: number, messageId: number): TChatRooms {
  return withRoom(state, roomId, (current) => {
    const removed = current.messages.find((message) => message.Id === messageId);
    if (!removed) return current;
    const wasUnread = isUnreadFor(state.userId, current.room.LastReadMessageId)(removed);
    return {
      ...current,
      messages: current.messages.filter((message) => message.Id !== messageId),
      room: {
        ...current.room,
        UnreadCount: Math.max(0, current.room.UnreadCount - (wasUnread ? 1 : 0)),
      },
    };
  });
}

/**
 * Read up to `lastReadId` (never backwards): what stays unread is what others sent after it among
 * the messages held, since a read of the newest one reads every one before it.
 */
export function markRead(state: TChatRooms, roomId: number, lastReadId: number): TChatRooms {
  return withRoom(state, roomId, (current) => {
    if (lastReadId <= current.room.LastReadMessageId && current.room.UnreadCount === 0)
      return current;
    const readTo = Math.max(lastReadId, current.room.LastReadMessageId);
    return {
      ...current,
      room: {
        ...current.room,
        LastReadMessageId: readTo,
        UnreadCount: current.messages.filter(isUnreadFor(state.userId, readTo)).length,
      },
    };
  });
}

/** My history cleared: what I held is hidden from me, and nothing older is left to page. */
export function clearHistory(state: TChatRooms, roomId: number, clearedAt: number): TChatRooms {
  return withRoom(state, roomId, (current) => {
    const messages = current.messages.filter((message) => message.CreatedAt > clearedAt);
    return {
      messages,
      hasMoreHistory: false,
      room: {
        ...current.room,
        HistoryClearedAt: clearedAt,
        UnreadCount: messages.filter(isUnreadFor(state.userId, current.room.LastReadMessageId))
          .length,
      },
    };
  });
}

/**
 * The whole room cleared for everyone (ClearHistoryMessage): messages up to the id go, nothing
 * older is left to page, and the pin goes with them.
 */
export function clearRoomThrough(state: TChatRooms, roomId: number, throughId: number): TChatRooms {
  return withRoom(state, roomId, (current) => {
    const messages = current.messages.filter((message) => message.Id > throughId);
    const pinned = current.room.PinnedMessage;
    return {
      messages,
      hasMoreHistory: false,
      room: {
        ...current.room,
        PinnedMessage: pinned && pinned.Id > throughId ? pinned : null,
        UnreadCount: messages.filter(isUnreadFor(state.userId, current.room.LastReadMessageId))
          .length,
      },
    };
  });
}

/** A room's facts changed (name, announcement, read-only, pin, my role, online count). */
export function patchRoom(
  state: TChatRooms,
  roomId: number,
  patch: Partial<TRoomState['room']>,
): TChatRooms {
  return withRoom(state, roomId, (current) => ({
    ...current,
    room: { ...current.room, ...patch },
  }));
}

/** A room I entered or was added to (here or on another device): listed first, or refreshed. */
export function addRoom(state: TChatRooms, added: TChatRoom): TChatRooms {
  const { Messages, HasMoreHistory, ...room } = added;
  const held = state.rooms[room.Id];
  const next: TRoomState = {
    room,
    messages: mergeById(held?.messages ?? [], Messages),
    hasMoreHistory: held ? held.hasMoreHistory : HasMoreHistory,
  };
  return {
    ...state,
    roomIds: held ? state.roomIds : [room.Id, ...state.roomIds],
    rooms: { ...state.rooms, [room.Id]: next },
  };
}

/** A room I left or was removed from: gone from the list with its messages. */
export function dropRoom(state: TChatRooms, roomId: number): TChatRooms {
  if (!state.rooms[roomId]) return state;
  const rooms = { ...state.rooms };
  delete rooms[roomId];
  return { ...state, roomIds: state.roomIds.filter((id) => id !== roomId), rooms };
}

/**
 * Newer stored copies of messages (settled shares): each replaces the one held with its id, and
 * the pinned copy if it is that message; an id not held changes nothing.
 */
export function replaceHeld(
  state: TChatRooms,
  roomId: number,
  copies: readonly TChatMessage[],
): TChatRooms {
  if (copies.length === 0) return state;
  const byId = new Map(copies.map((copy) => [copy.Id, copy]));
  return withRoom(state, roomId, (current) => {
    const pinned = current.room.PinnedMessage;
    return {
      ...current,
      messages: current.messages.map((message) => byId.get(message.Id) ?? message),
      room: { ...current.room, PinnedMessage: (pinned && byId.get(pinned.Id)) ?? pinned },
    };
  });
}

/**
 * SyncWhenReconnected's request: each room with the newest id held (0: none) and the removal and
 * share cursors of its last initial data or sync.
 */
export function syncRequest(state: TChatRooms) {
  return state.roomIds.map((roomId) => ({
    RoomId: roomId,
    LastMessageId: state.rooms[roomId]?.messages.at(-1)?.Id ?? 0,
    RemovalCursor: state.rooms[roomId]?.room.RemovalCursor ?? 0,
    ShareCursor: state.rooms[roomId]?.room.ShareCursor ?? 0,
  }));
}

/**
 * One room of SyncWhenReconnected's answer: what came while away, what was removed meanwhile
 * (an id no longer held is no change), the shares settled meanwhile (the held cards and a pinned
 * copy take the stored snapshot), and where the next sync of removals and shares starts.
 */
export function applySync(state: TChatRooms, answer: TChatSync['Rooms'][number]): TChatRooms {
  let next = receiveMessages(state, answer.RoomId, answer.Messages);
  for (const messageId of answer.RemovedMessageIds)
    next = removeMessage(next, answer.RoomId, messageId);
  next = replaceHeld(next, answer.RoomId, answer.SettledShares);
  return withRoom(next, answer.RoomId, (current) => ({
    ...current,
    room: {
      ...current.room,
      RemovalCursor: answer.RemovalCursor,
      ShareCursor: answer.ShareCursor,
    },
  }));
}

/** The unread messages of every room, for the chat button's badge. */
export const totalUnread = (state: TChatRooms) =>
  state.roomIds.reduce((sum, id) => sum + (state.rooms[id]?.room.UnreadCount ?? 0), 0);

/** A count as a badge shows it: the server counts up to 100, shown as 99+. */
export const unreadBadgeText = (count: number) => (count > 99 ? '99+' : String(count));
