import type { TChatMessage, TChatRoomBetAwardNotifyEvent } from '@lottery/contracts';
import type { TChatRooms } from './chat-rooms.ts';

/** The message settled by the event, or null when it is not this ticket's share. */
function settledCopy(
  message: TChatMessage | null | undefined,
  event: TChatRoomBetAwardNotifyEvent,
): TChatMessage | null {
  if (message?.Id !== event.MessageId || message.BetShare?.TicketId !== event.TicketId) return null;
  return {
    ...message,
    BetShare: {
      ...message.BetShare,
      State: event.State,
      Prize: event.Prize,
      WinningNumber: event.WinningNumber,
    },
  };
}

/**
 * ChatRoomBetAwardNotify: the shared ticket of a bet_share message was settled. The card held in
 * the room's messages and the room's pinned copy, whichever this client holds, take the state,
 * prize and winning number in place, as the server's stored snapshot did (history, sync and the
 * pin answer the same), and the event's key is kept: the outbox delivers at least once, and a
 * repeat carries the same DedupeKey. A repeat, a message held nowhere (not paged in yet, removed)
 * or one that is not this ticket's share changes nothing.
 */
export function applyBetAward(state: TChatRooms, event: TChatRoomBetAwardNotifyEvent): TChatRooms {
  if (state.betAwards?.[event.MessageId]?.dedupeKey === event.DedupeKey) return state;
  const current = state.rooms[event.RoomId];
  if (!current) return state;
  const held = current.messages.find((message) => message.Id === event.MessageId);
  const settled = settledCopy(held, event);
  const pinned = settledCopy(current.room.PinnedMessage, event);
  if (!settled && !pinned) return state;
  return {
    ...state,
    rooms: {
      ...state.rooms,
      [event.RoomId]: {
        ...current,
        messages: settled
          ? current.messages.map((message) => (message === held ? settled : message))
          : current.messages,
        room: pinned ? { ...current.room, PinnedMessage: pinned } : current.room,
      },
    },
    betAwards: { ...state.betAwards, [event.MessageId]: { dedupeKey: event.DedupeKey } },
  };
}
