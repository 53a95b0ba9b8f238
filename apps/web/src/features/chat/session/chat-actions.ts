import type { TErrorBody } from '@lottery/contracts';
import type { TChatHubApi } from '../api/chat-hub-api.ts';
import { clearHistory, markRead, prependHistory, receiveMessages } from '../logic/chat-rooms.ts';
import { isChatDisabledRefusal, refusalBodyOf } from '../logic/refusal-text.ts';
import { updateRooms, useChatStore } from '../store/chat-store.ts';

/** How a call went: done, refused with a catalogue body, or failed without one. */
export type TChatOutcome = { ok: true } | { ok: false; refusal: TErrorBody | null };

export async function attempt(run: () => Promise<void>): Promise<TChatOutcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    const refusal = refusalBodyOf(error);
    if (isChatDisabledRefusal(refusal)) useChatStore.setState({ isChatDisabled: true });
    return { ok: false, refusal };
  }
}

/** The player's chat actions: each call's answer goes into the store. */
export function chatActions(api: TChatHubApi) {
  return {
    send: (roomId: number, body: string) =>
      attempt(async () => {
        const message = await api.addMessage(roomId, body);
        updateRooms((rooms) => receiveMessages(rooms, roomId, [message]));
      }),
    /** The page before the oldest message held (keyset on its id). */
    loadOlder: (roomId: number, beforeMessageId: number) =>
      attempt(async () => {
        const page = await api.getHistory(roomId, beforeMessageId);
        updateRooms((rooms) => prependHistory(rooms, roomId, page.Messages, page.HasMore));
      }),
    markRead: (roomId: number, lastReadMessageId: number) => {
      // At once, so a second scroll to the bottom does not ask again; the server never moves back.
      updateRooms((rooms) => markRead(rooms, roomId, lastReadMessageId));
      return attempt(async () => {
        const answer = await api.markRead(roomId, lastReadMessageId);
        updateRooms((rooms) => markRead(rooms, roomId, answer.LastReadMessageId));
      });
    },
    clearHistory: (roomId: number) =>
      attempt(async () => {
        const answer = await api.clearHistory(roomId);
        updateRooms((rooms) => clearHistory(rooms, roomId, answer.HistoryClearedAt));
      }),
  };
}
