import { render } from '@testing-library/react';
import type { TChatRoom, TChatRoomMember } from '@lottery/contracts';
import { DialogHost } from '../../../shared/dialogs/dialog-host.tsx';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { ChatPanel } from '../components/chat-panel.tsx';
import { initialData, me, other } from './chat-fixtures.ts';
import { fakeChatHub } from './fake-chat-hub.ts';

/** Members of a room as GetRoomMembers lists them: me, Lucky (`other`) and a manager. */
export const members: TChatRoomMember[] = [
  { UserId: 9, NickName: 'Ann', Role: 'manager' },
  { UserId: other, NickName: 'Lucky', Role: 'member' },
  { UserId: me, NickName: 'Me', Role: 'owner' },
];

/**
 * A hub for the group screens' tests: my rooms, GetRoomMembers answering `members` (or what the
 * test gives), and each group method answering what the server does; `answers` adds or replaces.
 */
export function groupHub(
  rooms: TChatRoom[],
  answers: Record<string, (argument: unknown) => unknown> = {},
) {
  const roomOf = (argument: unknown) => ({ RoomId: (argument as { RoomId: number }).RoomId });
  const fake = fakeChatHub({
    GetInitialData: () => initialData(rooms),
    UpdateRoomActiveTime: (argument) => ({
      ...roomOf(argument),
      LastReadMessageId: (argument as { LastReadMessageId: number }).LastReadMessageId,
    }),
    SyncWhenReconnected: () => ({ Rooms: [] }),
    GetRoomMembers: (argument) => ({
      ...roomOf(argument),
      Members: members,
      HasMore: false,
      OnlineUserIds: [me],
    }),
    RenameRoom: roomOf,
    SetRoomReadOnly: roomOf,
    SetRoomAnnouncement: roomOf,
    SetRoomMemberRole: roomOf,
    AddGroupRoomMembers: roomOf,
    RemoveGroupRoomMember: roomOf,
    LeaveGroupRoom: roomOf,
    LeaveSiteGroupRoom: roomOf,
    RemoveRoomMessage: (argument) => argument,
    ...answers,
  });
  setCurrentHub(fake.hub);
  return fake;
}

/** The chat as the shell shows it, with the shell's confirm dialogs. */
export const renderChat = () =>
  render(
    <>
      <ChatPanel />
      <DialogHost warningAutoHideMs={null} />
    </>,
  );
