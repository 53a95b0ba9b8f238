import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialData, me, message, other, room } from '../testing/chat-fixtures.ts';
import { fromInitialData, receiveMessages, removeMessage } from './chat-rooms.ts';

/** A delivery: one ReceiveMessage event, or a sync answer of several messages. */
const delivery = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    ids: fc.tuple(fc.integer({ min: 1, max: 40 })),
  }),
  fc.record({
    kind: fc.constant('sync' as const),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
  }),
);

const senderOf = (id: number) => (id % 3 === 0 ? me : other);

describe('chat rooms merge (property)', () => {
  it('any interleaving of receive and sync gives each message once, in id order', () => {
    fc.assert(
      fc.property(
        fc.array(delivery, { maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (deliveries, lastRead) => {
          let state = fromInitialData(initialData([room({ LastReadMessageId: lastRead })]));
          for (const { ids } of deliveries) {
            const messages = [...ids]
              .sort((a, b) => a - b)
              .map((id) => message(id, { SenderId: senderOf(id) }));
            state = receiveMessages(state, 1, messages);
          }
          const delivered = [...new Set(deliveries.flatMap((d) => d.ids))].sort((a, b) => a - b);
          expect(state.rooms[1]?.messages.map((m) => m.Id)).toEqual(delivered);
          const unread = delivered.filter((id) => id > lastRead && senderOf(id) !== me);
          expect(state.rooms[1]?.room.UnreadCount).toBe(unread.length);
        },
      ),
    );
  });

  it('a removal drops exactly that message and keeps the rest in id order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 20 }),
        (ids) => {
          const [removed] = ids;
          let state = fromInitialData(initialData([room()]));
          state = receiveMessages(
            state,
            1,
            ids.map((id) => message(id)),
          );
          state = removeMessage(state, 1, removed ?? 0);
          const left = state.rooms[1]?.messages.map((m) => m.Id) ?? [];
          expect(left).not.toContain(removed);
          expect(left).toEqual(ids.filter((id) => id !== removed).sort((a, b) => a - b));
        },
      ),
    );
  });
});
