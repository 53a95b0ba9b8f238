import type { THubClient } from '../../../shared/realtime/hub-client.ts';
import { chatHubApi } from '../api/chat-hub-api.ts';
import { applySync, fromInitialData, syncRequest } from '../logic/chat-rooms.ts';
import { chatEventHandlers, type TChatEventHandler } from '../store/chat-event-handlers.ts';
import { resetChatStore, updateRooms, useChatStore } from '../store/chat-store.ts';
import { publishUnreadToShell } from './publish-unread.ts';

export interface TChatSession {
  /** GetInitialData again (the retry of a failed load). */
  reload(): void;
  stop(): void;
}

/**
 * Keeps the chat store in step with the hub: the rooms from GetInitialData once connected, the
 * room events as they come, and after a reconnection what was missed (SyncWhenReconnected from
 * each room's newest id; the store keeps each id once, so a message that comes both ways shows
 * once). Events that arrive while the first load is on its way are held and applied after it,
 * so none sent in between is lost under the loaded rooms.
 */
export function startChatSession(hub: THubClient): TChatSession {
  const api = chatHubApi(hub);
  let stopped = false;
  let loaded = false;
  let held: [TChatEventHandler, unknown][] | null = null;

  const unsubscribe = Object.entries(chatEventHandlers).map(([event, handler]) =>
    hub.on(event, (payload) => {
      if (held) held.push([handler, payload]);
      else updateRooms((rooms) => handler(rooms, payload));
    }),
  );

  async function load() {
    held = [];
    useChatStore.setState({ load: 'loading' });
    try {
      const data = await api.getInitialData();
      if (stopped) return;
      const arrived = held;
      held = null;
      updateRooms(() => fromInitialData(data));
      for (const [handler, payload] of arrived) updateRooms((rooms) => handler(rooms, payload));
      loaded = true;
      useChatStore.setState({ load: 'ready' });
    } catch {
      held = null;
      if (!stopped) useChatStore.setState({ load: 'error' });
    }
  }

  async function sync() {
    try {
      const answer = await api.sync(syncRequest(useChatStore.getState()));
      if (stopped) return;
      for (const room of answer.Rooms) updateRooms((rooms) => applySync(rooms, room));
      // More than a sync answers was missed: the newest page again, older ones by paging up.
      const isPartial = (room: (typeof answer.Rooms)[number]) =>
        room.HasMore || room.HasMoreRemovals || room.HasMoreSettledShares;
      if (answer.Rooms.some(isPartial)) await load();
    } catch {
      if (!stopped) await load();
    }
  }

  const stopPublishing = publishUnreadToShell();
  const stopWatching = hub.onConnectedChange((connected) => {
    if (connected) void (loaded ? sync() : load());
  });
  if (hub.state() === 'Connected') void load();

  return {
    reload: () => void load(),
    stop() {
      stopped = true;
      stopPublishing();
      stopWatching();
      for (const off of unsubscribe) off();
    },
  };
}

let current: { hub: THubClient; session: TChatSession; holders: number } | null = null;
let pendingStop: ReturnType<typeof setTimeout> | undefined;

/**
 * One session per hub connection, held by the chat screens on view (the bet page's dock, /Chat)
 * and stopped once none is. The stop waits a turn, so moving from the dock to /Chat keeps it.
 */
export function holdChatSession(hub: THubClient): () => void {
  clearTimeout(pendingStop);
  if (current && current.hub !== hub) {
    current.session.stop();
    current = null;
    resetChatStore();
  }
  current ??= { hub, session: startChatSession(hub), holders: 0 };
  const mine = current;
  mine.holders += 1;
  return () => {
    mine.holders -= 1;
    if (mine.holders > 0) return;
    pendingStop = setTimeout(() => {
      if (current !== mine || mine.holders > 0) return;
      mine.session.stop();
      current = null;
      // Nothing of one account's rooms stays for whoever holds the next session.
      resetChatStore();
    });
  };
}

export const reloadChat = () => current?.session.reload();
