import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rowOf, stubFetchPerTest } from '../../../shared/testing/fetch-stub.tsx';
import { RoomMessages } from './room-messages.tsx';

const message = (id: number, body: string, removed?: { by: string; reason: string }) => ({
  Id: id,
  SenderId: 7,
  SenderLoginId: 'lucky1',
  SenderNickName: '幸运',
  Kind: 'text',
  Body: body,
  CreatedAt: Date.UTC(2026, 10, 27, 1, id),
  RemovedAt: removed ? Date.UTC(2026, 10, 27, 2, 0) : null,
  RemovedByLoginId: removed?.by ?? null,
  RemovalReason: removed?.reason ?? null,
});

const page = {
  RoomId: 3,
  Messages: [
    message(12, '<img src=x onerror=alert(1)>'),
    message(11, 'buy now', { by: 'service1', reason: 'advertising' }),
  ],
  NextBeforeMessageId: 11,
};

const { calls, renderAt } = stubFetchPerTest((call) =>
  call.url.includes('/RemoveMessage')
    ? { MessageId: 12, RoomId: 3, RemovedAt: 1 }
    : call.url.includes('/Mute')
      ? { RestrictionId: 5, UserId: 7, RoomId: 3 }
      : page,
);

const renderRoom = () => renderAt(<RoomMessages />, '/rooms/:roomId', '/rooms/3?name=大厅');

describe("a room's messages in the console", () => {
  it('shows them newest first as text, removed ones marked with who and why', async () => {
    renderRoom();
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(calls[0]?.url).toBe('/api/Admin/Chat/RoomMessages?RoomId=3&Count=30');
    const removed = rowOf('buy now');
    expect(within(removed).getByText('已删除：advertising（service1）')).toBeTruthy();
    expect(within(removed).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '更早' }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toContain('BeforeMessageId=11'));
  });

  it('removes a message with a reason', async () => {
    renderRoom();
    await screen.findByText('buy now');
    const row = rowOf('<img src=x onerror=alert(1)>');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  spam ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Chat/RemoveMessage',
        method: 'POST',
        body: { MessageId: 12, Reason: 'spam' },
      }),
    );
  });

  it('mutes the sender in this room for the minutes given, and checks the reason first', async () => {
    renderRoom();
    await screen.findByText('buy now');
    const row = rowOf('buy now');
    fireEvent.click(within(row).getByRole('button', { name: '禁言/封禁' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('时长（分钟，留空：直到解除）'), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findAllByRole('alert')).not.toHaveLength(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: 'flooding' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Chat/Mute',
        method: 'POST',
        body: { LoginId: 'lucky1', RoomId: 3, Minutes: 30, Reason: 'flooding' },
      }),
    );
  });
});
