import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TChatRoomMember } from '@lottery/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { room } from '../testing/chat-fixtures.ts';
import { groupHub, members, renderChat } from '../testing/group-hub.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
});

const friends = room({ Id: 5, Kind: 'group', Name: 'Friends', MyRole: 'owner' });
const abby: TChatRoomMember = { UserId: 21, NickName: 'Abby', Role: 'member' };
const abc: TChatRoomMember = { UserId: 22, NickName: 'Abc', Role: 'member' };

/**
 * GetRoomMembers answering every search when the test says so, in the order it chooses; a read
 * without a search answers at once.
 */
function heldSearches() {
  const held = new Map<string, (found: TChatRoomMember[]) => void>();
  const fake = groupHub([friends], {
    GetRoomMembers: (argument) => {
      const { RoomId, NickName } = argument as { RoomId: number; NickName?: string };
      const page = (found: TChatRoomMember[]) => ({
        RoomId,
        Members: found,
        HasMore: false,
        OnlineUserIds: [],
      });
      if (!NickName) return page(members);
      return new Promise((resolve) => held.set(NickName, (found) => resolve(page(found))));
    },
  });
  return {
    fake,
    /** Answers the search for `nickName` with `found`. */
    async answer(nickName: string, found: TChatRoomMember[]) {
      await waitFor(() => expect(held.has(nickName)).toBe(true));
      await act(async () => held.get(nickName)?.(found));
    },
  };
}

function search(scope: HTMLElement, text: string) {
  const box = within(scope).getByRole('searchbox', { name: 'Search by nick name' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
}

describe('searching people, answers arriving out of order', () => {
  it('the members list shows the newest search, not the older answer arriving last', async () => {
    const searches = heldSearches();
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: /Friends/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Members and settings' }));
    const dialog = await screen.findByRole('dialog', { name: /members and settings/ });
    await within(dialog).findByRole('list', { name: 'Members' });
    const box = within(dialog).getByRole('search', { name: 'Members' });

    search(box, 'ab');
    search(box, 'abc');
    await searches.answer('abc', [abc]);
    await searches.answer('ab', [abby, abc]);

    const list = await within(dialog).findByRole('list', { name: 'Members' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Abc')]);
    expect(within(dialog).queryByText('Abby')).toBeNull();
  });

  it('the people picker shows the newest search, not the older answer arriving last', async () => {
    const searches = heldSearches();
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a group' });
    await within(dialog).findByRole('checkbox', { name: 'Lucky' });
    const box = within(dialog).getByRole('search', { name: 'Choose members' });

    search(box, 'ab');
    search(box, 'abc');
    await searches.answer('abc', [abc]);
    await searches.answer('ab', [abby, abc]);

    expect(await within(dialog).findByRole('checkbox', { name: 'Abc' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Abby' })).toBeNull();
    expect(searches.fake.callsOf('GetRoomMembers')).toEqual([
      { RoomId: 5, Count: 100 },
      { RoomId: 5, NickName: 'ab', Count: 100 },
      { RoomId: 5, NickName: 'abc', Count: 100 },
    ]);
  });
});
