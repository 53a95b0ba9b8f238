import type { TChatInitialData, TChatMessage, TChatRoom } from '@lottery/contracts';

export const me = 7;
export const other = 8;

/** A message of room 1 by `other` unless told. */
export const message = (id: number, patch: Partial<TChatMessage> = {}): TChatMessage => ({
  Id: id,
  RoomId: 1,
  SenderId: other,
  SenderNickName: 'Lucky',
  Kind: 'text',
  Body: `message ${id}`,
  CreatedAt: 1_780_000_000_000 + id * 1000,
  ...patch,
});

export const room = (patch: Partial<TChatRoom> = {}): TChatRoom => ({
  Id: 1,
  Kind: 'public',
  Name: 'Lobby',
  IsReadOnly: false,
  Announcement: '',
  MyRole: 'member',
  UnreadCount: 0,
  LastReadMessageId: 0,
  HistoryClearedAt: null,
  OnlineCount: 3,
  Messages: [],
  HasMoreHistory: false,
  PinnedMessage: null,
  RemovalCursor: 0,
  ShareCursor: 0,
  ...patch,
});

/** A sync answer's room part when nothing was removed while away. */
export const noRemovals = {
  RemovedMessageIds: [],
  RemovalCursor: 0,
  HasMoreRemovals: false,
  SettledShares: [],
  ShareCursor: 0,
  HasMoreSettledShares: false,
};

export const initialData = (rooms: TChatRoom[]): TChatInitialData => ({
  UserId: me,
  ServerTime: 1_780_000_000_000,
  Rooms: rooms,
});

/** The error the official client throws for a refused invocation. */
export const hubRefusal = (code: number, text: string) =>
  new Error(
    `An unexpected error occurred invoking 'AddMessage' on the server. HubException: ${JSON.stringify({ Code: code, Message: text })}`,
  );
