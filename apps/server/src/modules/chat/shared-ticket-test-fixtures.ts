import type { TTestApp } from '../../test-support/test-app.ts';
import { insertOpenTickets, openIssue, type TTicketSpec } from '../bet/ticket-fixtures.ts';
import { createRoom } from './create-room.ts';

/** Test helpers of the shared-ticket settlement tests (not used by the server). */

const js11x5 = 8;

/** 11x5 front three direct, one unit at yuan: 2 3 5 wins 1,930.500 on 02,03,05,09,11, 1 3 5 loses. */
export const front3 = (userId: number, first: number) => ({
  userId,
  betTypeId: '11x5.front3.direct',
  book: 'official' as const,
  group: 1950,
  selection: { rows: [[first], [3], [5]] },
});

/**
 * Rooms to share in and issues holding open tickets, over one test app. Each issue draws a minute
 * after the one before, so a test file's issues never collide.
 */
export function sharedTicketFixtures(t: TTestApp) {
  let nextIndex = 1;

  /** A group room with these members. */
  const room = (userIds: readonly number[]) =>
    createRoom(
      t.db,
      {
        kind: 'group',
        name: 'shares',
        isReadOnly: false,
        members: userIds.map((userId) => ({ userId, role: 'member' as const })),
      },
      t.clock.now(),
    );

  /** An issue (11x5 unless told) with these tickets, not drawn yet. */
  async function issueWith(specs: readonly TTicketSpec[], gameId = js11x5) {
    const ref = await openIssue(t.db, gameId, Date.UTC(2026, 5, 1) + nextIndex * 60_000, nextIndex);
    nextIndex += 1;
    const ids = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, specs);
    return { ref, ids: ids.map(Number) };
  }

  /** An 11x5 issue with this one ticket, not drawn yet. */
  async function issueWithOne(spec: TTicketSpec) {
    const {
      ref,
      ids: [ticketId],
    } = await issueWith([spec]);
    if (!ticketId) throw new Error('a ticket expected');
    return { ref, ticketId };
  }

  return { room, issueWith, issueWithOne };
}
