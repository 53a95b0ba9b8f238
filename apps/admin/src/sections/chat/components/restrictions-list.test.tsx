import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, stubFetchPerTest } from '../../../shared/testing/fetch-stub.tsx';
import { RestrictionsList } from './restrictions-list.tsx';

const restriction = (id: number, kind: 'mute' | 'ban', isActive: boolean) => ({
  Id: id,
  Kind: kind,
  UserId: 7,
  LoginId: `player${id}`,
  RoomId: kind === 'ban' ? 3 : null,
  RoomName: kind === 'ban' ? '大厅' : null,
  Reason: `reason ${id}`,
  CreatedByLoginId: 'service1',
  CreatedAt: Date.UTC(2026, 10, 27, 1, 0),
  EndsAt: null,
  LiftedAt: isActive ? null : Date.UTC(2026, 10, 27, 2, 0),
  LiftedByLoginId: isActive ? null : 'service1',
  LiftReason: isActive ? null : 'ok',
  IsActive: isActive,
});

const { calls, renderAt } = stubFetchPerTest((call) =>
  call.method === 'POST'
    ? { RestrictionId: 2, UserId: 7, RoomId: 3 }
    : {
        Items: [restriction(2, 'ban', true), restriction(1, 'mute', false)],
        TotalCount: 2,
        PageIndex: 1,
        PageSize: 20,
      },
);

const renderList = (address = '/restrictions') =>
  renderAt(<RestrictionsList />, '/restrictions', address);

describe('mutes and bans in the console', () => {
  it('reads the filters from the address and marks what is in force', async () => {
    renderList('/restrictions?Kind=ban&ActiveOnly=false');
    await screen.findByText('player2');
    expect(calls[0]?.url).toBe(
      '/api/Admin/Chat/Mutes?Kind=ban&ActiveOnly=false&PageIndex=1&PageSize=20',
    );
    expect(within(rowOf('player2')).getByText('生效中')).toBeTruthy();
    expect(within(rowOf('player2')).getByText('直到解除')).toBeTruthy();
    expect(within(rowOf('player1')).getByText('已解除')).toBeTruthy();
    expect(within(rowOf('player1')).getByText('全部聊天')).toBeTruthy();
    expect(within(rowOf('player1')).queryByRole('button', { name: '解除' })).toBeNull();
  });

  it('lifts a ban with a reason through Unban', async () => {
    renderList();
    await screen.findByText('player2');
    fireEvent.click(within(rowOf('player2')).getByRole('button', { name: '解除' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'appeal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '解除' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Chat/Unban',
        method: 'POST',
        body: { RestrictionId: 2, Reason: 'appeal' },
      }),
    );
  });
});
