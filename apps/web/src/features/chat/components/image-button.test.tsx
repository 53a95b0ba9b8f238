import { chatImageMaxBytes } from '@lottery/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { fromInitialData } from '../logic/chat-rooms.ts';
import { updateRooms, resetChatStore, useChatStore } from '../store/chat-store.ts';
import { initialData, me, message, room } from '../testing/chat-fixtures.ts';
import { fakeChatHub } from '../testing/fake-chat-hub.ts';
import { ImageButton } from './image-button.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  updateRooms(() => fromInitialData(initialData([room()])));
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  resetChatStore();
  vi.unstubAllGlobals();
});

const png = (size: number) =>
  new File([new Uint8Array(size)], 'picture.png', { type: 'image/png' });

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

function imageHub() {
  const fake = fakeChatHub({
    AddMessage: (argument) => {
      const { RoomId, Body } = argument as { RoomId: number; Body: string };
      return message(60, { RoomId, SenderId: me, Kind: 'image', Body: `/uploads/${Body}.png` });
    },
  });
  setCurrentHub(fake.hub);
  return fake;
}

describe('ImageButton', () => {
  it('refuses a file over the limit before any upload, naming the limit', async () => {
    const fake = imageHub();
    const api = fakeApi(() => ({}));
    render(<ImageButton roomId={1} disabled={false} />);
    pick(png(chatImageMaxBytes + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('An image is at most 512 KB.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests).toEqual([]);
    expect(fake.invoke).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a PNG, JPEG, WebP or GIF', async () => {
    imageHub();
    render(<ImageButton roomId={1} disabled={false} />);
    pick(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('previews, uploads, then posts the token as an image message', async () => {
    const fake = imageHub();
    const api = fakeApi(() => ({ ImageToken: 'tok1', Url: '/uploads/abc.png' }));
    render(<ImageButton roomId={1} disabled={false} />);
    pick(png(chatImageMaxBytes));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,A/);
    expect(dialog.textContent).toContain('up to 512 KB');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.map((request) => request.path)).toEqual(['/api/Chat/UploadImage']);
    // 512 KB of zero bytes, as base64.
    expect((api.requests[0]?.body as { DataBase64: string }).DataBase64).toMatch(/^A+=*$/);
    expect(fake.callsOf('AddMessage')).toEqual([{ RoomId: 1, Kind: 'image', Body: 'tok1' }]);
    expect(useChatStore.getState().rooms[1]?.messages.at(-1)?.Kind).toBe('image');
  });

  it("shows the server's refusal in the reader's language and keeps the image", async () => {
    imageHub();
    fakeApi(() => ({
      status: 400,
      body: { Code: 8841, Message: '请发送 PNG、JPEG、WebP 或 GIF 图片' },
    }));
    render(<ImageButton roomId={1} disabled={false} />);
    pick(png(10));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Send a PNG, JPEG, WebP or GIF image',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
