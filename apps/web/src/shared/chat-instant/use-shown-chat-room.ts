import { useEffect } from 'react';
import { instantActions, useInstantStore } from './instant-store.ts';

/**
 * The chat calls this with the room it shows (null: the room list): instant notices of that room
 * are not shown while it is open, and its count reads as read.
 */
export function useShownChatRoom(roomId: number | null) {
  useEffect(() => {
    if (roomId === null) return undefined;
    instantActions.showRoom(roomId);
    return () => {
      // Another view (the page after the dock) may have shown its room since.
      if (useInstantStore.getState().openRoomId === roomId) instantActions.showRoom(null);
    };
  }, [roomId]);
}
