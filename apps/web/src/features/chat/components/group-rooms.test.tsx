import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { hubRefusal, message, other, room } from '../testing/chat-fixtures.ts';
import { groupHub, renderChat } from '../testing/group-hub.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  useDialogs.setState({ queue: [] });
});

const lobby = room({ Id: 1, Kind: 'public', Name: 'Lobby' });
const friends = (patch: Parameters<typeof room>[0] = {}) =>
  room({ Id: 5, Kind: 'group', Name: 'Friends', MyRole: 'owner', ...patch });

async function openRoom(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('log');
}

async function openSettings() {
  fireEvent.click(await screen.findByRole('button', { name: 'Members and settings' }));
  return screen.findByRole('dialog', { name: /members and settings/ });
}

async function confirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

const composer = () => screen.getByRole('textbox', { name: 'Write a message' });

describe('creating a group', () => {
  it('names it, picks people from the rooms I share with them, and opens it', async () => {
    const official = room({ Id: 2, Kind: 'site_group', Name: 'Official' });
    const fake = groupHub([lobby, official], {
      CreateGroupRoom: () => friends({ Messages: [] }),
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' });
    fireEvent.change(within(dialog).getByLabelText('Group name'), {
      target: { value: '  Friends ' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Lucky' }));
    // I am never offered to myself; a public room's members are not asked for.
    expect(within(dialog).queryByRole('checkbox', { name: 'Me' })).toBeNull();
    expect(fake.callsOf('GetRoomMembers')).toEqual([{ RoomId: 2, Count: 100 }]);
    expect(within(dialog).getByText('1 chosen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { name: 'Friends' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsOf('CreateGroupRoom')).toEqual([{ Name: 'Friends', MemberIds: [other] }]);
  });

  it('says why the server refused, in my language, and keeps the form', async () => {
    groupHub([lobby, room({ Id: 2, Kind: 'group', Name: 'Old' })], {
      CreateGroupRoom: () => {
        throw hubRefusal(8812, '只能添加与您同在群聊中的人');
      },
    });
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Enter a name for the group',
    );
    fireEvent.change(within(dialog).getByLabelText('Group name'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText(/You can add only people you share a group room with/);
    expect(within(dialog).getByLabelText('Group name')).toHaveProperty('value', 'x');
  });
});

describe("a group's settings and members", () => {
  it('the owner renames the group and the room shows the new name', async () => {
    const fake = groupHub([friends()]);
    renderChat();
    await openRoom('Friends');
    const dialog = await openSettings();
    fireEvent.change(within(dialog).getByLabelText('Group name'), {
      target: { value: 'Best friends' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await within(dialog).findByText('Saved');
    expect(fake.callsOf('RenameRoom')).toEqual([{ RoomId: 5, Name: 'Best friends' }]);
    expect(screen.getByRole('heading', { name: 'Best friends', level: 2 })).toBeTruthy();
  });

  it('the owner makes it read-only; a member then finds the composer shut', async () => {
    const fake = groupHub([friends()]);
    renderChat();
    await openRoom('Friends');
    const dialog = await openSettings();
    fireEvent.click(within(dialog).getByRole('switch', { name: /Read-only/ }));
    await within(dialog).findByText('Saved');
    expect(fake.callsOf('SetRoomReadOnly')).toEqual([{ RoomId: 5, IsReadOnly: true }]);
    expect(within(dialog).getByRole('switch', { name: /Read-only/ })).toHaveProperty(
      'checked',
      true,
    );
    // The owner still posts.
    expect(composer()).toHaveProperty('disabled', false);
    cleanup();
    setCurrentHub(null);

    const member = groupHub([friends({ MyRole: 'member' })]);
    renderChat();
    await openRoom('Friends');
    expect(composer()).toHaveProperty('disabled', false);
    act(() => member.emit('ChatRoomReadOnly', { RoomId: 5, IsReadOnly: true }));
    expect(composer()).toHaveProperty('disabled', true);
    expect(screen.getByText('Only the room managers can post in this room')).toBeTruthy();
  });

  it('the owner removes a member after confirming, and the list drops them', async () => {
    const fake = groupHub([friends()]);
    renderChat();
    await openRoom('Friends');
    const dialog = await openSettings();
    const list = await within(dialog).findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Me (Me)')).toBeTruthy();
    // Nobody removes the owner, and I do not act on myself.
    expect(within(list).getAllByRole('button', { name: /^Remove (Ann|Lucky|Me)$/ })).toHaveLength(
      2,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Lucky' }));
    await confirm();
    await waitFor(() => expect(within(list).queryByText('Lucky')).toBeNull());
    expect(fake.callsOf('RemoveGroupRoomMember')).toEqual([{ RoomId: 5, UserId: other }]);
  });

  it('shows who is online as the room says so', async () => {
    const fake = groupHub([friends()]);
    renderChat();
    await openRoom('Friends');
    const dialog = await openSettings();
    const list = await within(dialog).findByRole('list', { name: 'Members' });
    const lucky = within(list).getByText('Lucky').closest('li') as HTMLElement;
    const mine = within(list).getByText('Me (Me)').closest('li') as HTMLElement;
    expect(within(mine).getByText('Online')).toBeTruthy();
    expect(within(lucky).getByText('Offline')).toBeTruthy();
    // One batch: Lucky came online, then someone else; the list takes every change.
    act(() =>
      fake.emit('ChangeOnlineState', {
        RoomId: 5,
        UserId: 999,
        IsOnline: true,
        OnlineCount: 3,
        Changes: [
          { UserId: other, IsOnline: true, OnlineCount: 2 },
          { UserId: 999, IsOnline: true, OnlineCount: 3 },
        ],
      }),
    );
    expect(within(lucky).getByText('Online')).toBeTruthy();
    expect(within(dialog).getByText('3 online')).toBeTruthy();
  });

  it('a member without rights sees no setting, no staff action, and may leave', async () => {
    const fake = groupHub([friends({ MyRole: 'member', Messages: [message(10, { RoomId: 5 })] })]);
    renderChat();
    const log = await openRoom('Friends');
    expect(within(log).queryByRole('button', { name: 'Message actions' })).toBeNull();
    const dialog = await openSettings();
    await within(dialog).findByRole('list', { name: 'Members' });
    expect(within(dialog).queryByLabelText('Group name')).toBeNull();
    expect(within(dialog).queryByRole('switch')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /manager/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the group' }));
    await confirm();
    // The room is gone: the list shows again.
    expect(await screen.findByRole('button', { name: 'New group' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Friends/ })).toBeNull();
    expect(fake.callsOf('LeaveGroupRoom')).toEqual([{ RoomId: 5 }]);
  });
});
