import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { hubRefusal, message, room } from '../testing/chat-fixtures.ts';
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
const tutorCorner = { Id: 9, Kind: 'tutor', Name: 'Tutor corner', Announcement: 'Daily tips' };
const tutorRoom = (patch: Parameters<typeof room>[0] = {}) =>
  room({ ...tutorCorner, Kind: 'tutor', ...patch });

async function findRooms() {
  fireEvent.click(await screen.findByRole('button', { name: 'Find rooms' }));
  return screen.findByRole('dialog', { name: 'Site rooms' });
}

async function confirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
}

describe("the site's rooms", () => {
  it('enters a tutor room, where only tutors post, and leaves it', async () => {
    const fake = groupHub([lobby], {
      GetSiteGroupRooms: () => ({
        Rooms: [{ ...tutorCorner, MemberCount: 3, IsEntered: false }],
      }),
      EnterSiteGroupRoom: () => tutorRoom({ Messages: [message(20, { RoomId: 9 })] }),
    });
    renderChat();
    const dialog = await findRooms();
    // The dialog opens on "Loading…"; the list comes with GetSiteGroupRooms' answer.
    expect(await within(dialog).findByText('Only tutors post')).toBeTruthy();
    expect(within(dialog).getByText('3 members')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Join Tutor corner' }));

    await screen.findByRole('heading', { name: 'Tutor corner', level: 2 });
    expect(fake.callsOf('EnterSiteGroupRoom')).toEqual([{ RoomId: 9 }]);
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getAllByText('Only the tutors post in this room').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Members and settings' }));
    const settings = await screen.findByRole('dialog', { name: /members and settings/ });
    fireEvent.click(within(settings).getByRole('button', { name: 'Leave the room' }));
    await confirm();
    await screen.findByRole('button', { name: 'Find rooms' });
    expect(screen.queryByRole('button', { name: /Tutor corner/ })).toBeNull();
    expect(fake.callsOf('LeaveSiteGroupRoom')).toEqual([{ RoomId: 9 }]);
  });

  it('opens a room I am in through ReEnterSiteGroupRoom, and leaves one from the list', async () => {
    const official = { Id: 3, Kind: 'site_group', Name: 'Official', Announcement: '' };
    let isInOfficial = true;
    const fake = groupHub([lobby], {
      GetSiteGroupRooms: () => ({
        Rooms: [
          { ...official, MemberCount: 10, IsEntered: isInOfficial },
          { ...tutorCorner, MemberCount: 3, IsEntered: true },
        ],
      }),
      ReEnterSiteGroupRoom: () => tutorRoom(),
      LeaveSiteGroupRoom: (argument) => {
        isInOfficial = false;
        return argument;
      },
    });
    renderChat();
    const dialog = await findRooms();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Leave the room Official' }));
    await confirm();
    await within(dialog).findByRole('button', { name: 'Join Official' });
    expect(fake.callsOf('LeaveSiteGroupRoom')).toEqual([{ RoomId: 3 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Tutor corner' }));
    await screen.findByRole('heading', { name: 'Tutor corner', level: 2 });
    expect(fake.callsOf('ReEnterSiteGroupRoom')).toEqual([{ RoomId: 9 }]);
  });

  it('says so while the site has its rooms switched off', async () => {
    groupHub([lobby], {
      GetSiteGroupRooms: () => {
        throw hubRefusal(8810, '本站未开放官方群');
      },
    });
    renderChat();
    const dialog = await findRooms();
    expect(
      await within(dialog).findByText('Site group rooms are not open on this site'),
    ).toBeTruthy();
  });
});

describe("a room keeper's actions on messages", () => {
  const staffRoom = () =>
    room({
      Id: 3,
      Kind: 'site_group',
      Name: 'Official',
      MyRole: 'manager',
      Messages: [message(10, { RoomId: 3 }), message(11, { RoomId: 3, Body: 'spam' })],
    });

  it('pins a message and removes another, each after confirming', async () => {
    const fake = groupHub([staffRoom()], {
      PinMessage: () => ({ RoomId: 3, Message: message(10, { RoomId: 3 }) }),
    });
    renderChat();
    const log = await openRoom('Official');
    const [first, second] = within(log).getAllByRole('button', { name: 'Message actions' });
    fireEvent.click(first as HTMLElement);
    fireEvent.click(within(log).getByRole('button', { name: 'Pin' }));
    await confirm();
    await screen.findByText('Pinned');
    expect(fake.callsOf('PinMessage')).toEqual([{ RoomId: 3, MessageId: 10 }]);

    fireEvent.click(second as HTMLElement);
    fireEvent.click(within(log).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('Remove this message of Lucky? No member will see it any more.'),
    ).toBeTruthy();
    await confirm();
    await waitFor(() => expect(within(log).queryByText('spam')).toBeNull());
    expect(fake.callsOf('RemoveRoomMessage')).toEqual([{ RoomId: 3, MessageId: 11 }]);
  });

  it('does nothing when the keeper cancels', async () => {
    const fake = groupHub([staffRoom()]);
    renderChat();
    const log = await openRoom('Official');
    fireEvent.click(
      within(log).getAllByRole('button', { name: 'Message actions' })[1] as HTMLElement,
    );
    fireEvent.click(within(log).getByRole('button', { name: 'Remove' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(log).getByText('spam')).toBeTruthy();
    expect(fake.callsOf('RemoveRoomMessage')).toEqual([]);
  });

  it('a plain member of a site room sees no such action', async () => {
    groupHub([room({ ...staffRoom(), MyRole: 'member' })]);
    renderChat();
    const log = await openRoom('Official');
    expect(within(log).getByText('spam')).toBeTruthy();
    expect(within(log).queryByRole('button', { name: 'Message actions' })).toBeNull();
  });
});

async function openRoom(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('log');
}
