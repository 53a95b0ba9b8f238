import type { TChatRoomBetAwardNotifyEvent } from '@lottery/contracts';
import type { TChatRooms } from './chat-rooms.ts';

/**
 * ChatRoomBetAwardNotify: the shared ticket of a held bet_share message was settled. Its card's
 * state and prize change in place (history answers the same, the server's snapshot having
 * changed with it) and the winning number is kept for the card, with the event's key: the outbox
 * delivers at least once, and a repeat carries the same DedupeKey. A repeat, a message not held
 * (not paged in yet, removed) or one that is not this ticket's share changes nothing.
 */
export function applyBetAward(state: TChatRooms, event: TChatRoomBetAwardNotifyEvent): TChatRooms {
  if (state.betAwards?.[event.MessageId]?.dedupeKey === event.DedupeKey) return state;
  const current = state.rooms[event.RoomId];
  const held = current?.messages.find((message) => message.Id === event.MessageId);
  if (!current || !held?.BetShare || held.BetShare.TicketId !== event.TicketId) return state;
  const settled = {
    ...held,
    BetShare: { ...held.BetShare, State: event.State, Prize: event.Prize },
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
      [event.MessageId]: { dedupeKey: event.DedupeKey, winningNumber: event.WinningNumber },
    },
  };
}
