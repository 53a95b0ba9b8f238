import { create } from 'zustand';
import { emptyChatRooms, type TChatRooms } from '../logic/chat-rooms.ts';

export type TChatLoad = 'idle' | 'loading' | 'ready' | 'error';

export interface TChatStore extends TChatRooms {
  load: TChatLoad;
  /** A refusal said chat is disabled on this account: the composer stays shut until reload. */
  isChatDisabled: boolean;
}

const initialStore: TChatStore = { ...emptyChatRooms, load: 'idle', isChatDisabled: false };

/** The chat rooms of the logged-in user, kept by the chat session (session/chat-session.ts). */
export const useChatStore = create<TChatStore>(() => initialStore);

/** Applies a change of the rooms (logic/chat-rooms.ts) to the store. */
export function updateRooms(change: (rooms: TChatRooms) => TChatRooms) {
  useChatStore.setState((store) => {
    const next = change(store);
    return next === store ? store : { ...store, ...next };
  });
}

export const resetChatStore = () => useChatStore.setState(initialStore, true);
