import type { TChatInstantMessage } from '@lottery/contracts';
import { create } from 'zustand';

/** At most this many notices stand at once; a newer one pushes the oldest away. */
export const instantNoticesMax = 3;

/**
 * The shell's side of ReceiveInstantMessage (issue #22): the notices on screen and the unread
 * counts the menu shows, kept here in shared/ because the shell must not load the chat feature.
 * The chat feature tells this store what it knows better: the room it shows (no notice for it),
 * and, while its session is live, its own unread counts, which already take every message of a
 * joined room, so instant messages add nothing to them then.
 */
export interface TInstantState {
  /** Oldest first. */
  notices: readonly TChatInstantMessage[];
  unreadByRoom: Readonly<Record<number, number>>;
  /** The room the chat shows now, or null. */
  openRoomId: number | null;
  /** The chat's session is live: its counts are the truth (publishChatUnread). */
  isChatLive: boolean;
}

export const emptyInstantState: TInstantState = {
  notices: [],
  unreadByRoom: {},
  openRoomId: null,
  isChatLive: false,
};

/** An instant message arrives: a notice, and one more unread unless the chat counts it itself. */
export function receiveInstant(state: TInstantState, notice: TChatInstantMessage): TInstantState {
  if (notice.RoomId === state.openRoomId) return state;
  if (state.notices.some((shown) => shown.MessageId === notice.MessageId)) return state;
  return {
    ...state,
    notices: [...state.notices, notice].slice(-instantNoticesMax),
    unreadByRoom: state.isChatLive
      ? state.unreadByRoom
      : { ...state.unreadByRoom, [notice.RoomId]: (state.unreadByRoom[notice.RoomId] ?? 0) + 1 },
  };
}

export function dismissInstant(state: TInstantState, messageId: number): TInstantState {
  return { ...state, notices: state.notices.filter((notice) => notice.MessageId !== messageId) };
}

/** The chat shows a room (null: none): its notices go, and it reads as read. */
export function showRoom(state: TInstantState, roomId: number | null): TInstantState {
  if (roomId === null) return { ...state, openRoomId: null };
  return {
    ...state,
    openRoomId: roomId,
    notices: state.notices.filter((notice) => notice.RoomId !== roomId),
    unreadByRoom: { ...state.unreadByRoom, [roomId]: 0 },
  };
}

export const totalInstantUnread = (state: TInstantState) =>
  Object.values(state.unreadByRoom).reduce((sum, count) => sum + count, 0);

export const useInstantStore = create<TInstantState>(() => emptyInstantState);

const apply = (change: (state: TInstantState) => TInstantState) =>
  useInstantStore.setState((state) => change(state), true);

export const instantActions = {
  receive: (notice: TChatInstantMessage) => apply((state) => receiveInstant(state, notice)),
  dismiss: (messageId: number) => apply((state) => dismissInstant(state, messageId)),
  showRoom: (roomId: number | null) => apply((state) => showRoom(state, roomId)),
  /** The chat's session is live, or stopped; its last counts stay until instant messages add. */
  setChatLive: (isChatLive: boolean) => apply((state) => ({ ...state, isChatLive })),
  /** The chat's unread counts by room replace the shell's (the chat read them from the server). */
  publishChatUnread: (unreadByRoom: Readonly<Record<number, number>>) =>
    apply((state) => ({ ...state, unreadByRoom })),
  /** A new login starts with nothing. */
  reset: () => useInstantStore.setState(emptyInstantState, true),
};
