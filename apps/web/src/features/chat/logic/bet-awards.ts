import type { TChatRoomBetAwardNotifyEvent } from '@lottery/contracts';
import type { TChatRooms } from './chat-rooms.ts';

/**
 * ChatRoomBetAwardNotify: the shared ticket of a held bet_share message was settled. Its card's
 * state, prize and winning number change in place, as the server's stored snapshot changed with
 * them (history and sync answer the same), and the event's key is kept: the outbox delivers at
 * least once, and a repeat carries the same DedupeKey. A repeat, a message not held (not paged
 * in yet, removed) or one that is not this ticket's share changes nothing.
 */
export function applyBetAward(state: TChatRooms, event: TChatRoomBetAwardNotifyEvent): TChatRooms {
  if (state.betAwards?.[event.MessageId]?.dedupeKey === event.DedupeKey) return state;
  const current = state.rooms[event.RoomId];
  const held = current?.messages.find((message) => message.Id === event.MessageId);
  if (!current || !held?.BetShare || held.BetShare.TicketId !== event.TicketId) return state;
  const settled = {
    ...held,
    BetShare: {
      ...held.BetShare,
      State: event.State,
      Prize: event.Prize,
      WinningNumber: event.WinningNumber,
    },
  };
  return {
    ...state,
    rooms: {
      ...state.rooms,
      [event.RoomId]: {
        ...current,
        messages: current.messages.map((message) => (message === held ? settled : message)),
      },
    },
    betAwards: {
      ...state.betAwards,
      [event.MessageId]: { dedupeKey: event.DedupeKey },
    },
  };
}
