import { instantActions } from '../../../shared/chat-instant/instant-store.ts';
import { useChatStore, type TChatStore } from '../store/chat-store.ts';

const unreadByRoomOf = (store: TChatStore) =>
  Object.fromEntries(store.roomIds.map((id) => [id, store.rooms[id]?.room.UnreadCount ?? 0]));

/**
 * While a chat session runs, the shell's menu shows the chat's own unread counts (they take every
 * message of the rooms joined, instant ones too), published each time they change once loaded.
 * Returns the stop; the last counts stay for instant messages to add to.
 */
export function publishUnreadToShell(): () => void {
  instantActions.setChatLive(true);
  let last = '';
  const publish = (store: TChatStore) => {
    if (store.load !== 'ready') return;
    const counts = unreadByRoomOf(store);
    const key = JSON.stringify(counts);
    if (key === last) return;
    last = key;
    instantActions.publishChatUnread(counts);
  };
  publish(useChatStore.getState());
  const unsubscribe = useChatStore.subscribe(publish);
  return () => {
    unsubscribe();
    instantActions.setChatLive(false);
  };
}
