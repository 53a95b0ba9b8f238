import type { TChatRoomKind } from '@lottery/contracts';
import { z } from 'zod';
import { apiPost } from '../../../shared/api/http-client.ts';
import type { TGroupHubApi } from './group-hub-api.ts';

/** Someone the player may put in a group (the server checks it again: 8812 otherwise). */
export interface TContact {
  UserId: number;
  NickName: string;
}

/** Rooms whose members count as people I meet in chat (a public room holds everyone). */
const contactRoomKinds: readonly TChatRoomKind[] = ['group', 'site_group', 'tutor'];

/** The most people read from each source: a picker, not a directory. */
const perSourceMax = 100;

const ZDirectMembers = z.object({
  Items: z.array(z.object({ UserId: z.number().int(), NickName: z.string() })),
});

/**
 * The people a player may add to a group, as the server's rule has them (room-members.ts
 * `contactsAmong`): the members of my group, site-group and tutor rooms and, for an agent, the
 * direct members (POST /api/Team/Members, agents only). There is no search over every account,
 * so no other player's id is ever listed. My own agent is a contact too, but the player app
 * has no call that names it. Fails only when every source failed.
 */
export async function findContacts(
  api: TGroupHubApi,
  options: {
    rooms: readonly { id: number; kind: TChatRoomKind }[];
    myUserId: number | null;
    isAgent: boolean;
    search: string;
  },
): Promise<TContact[]> {
  const search = options.search.trim() || undefined;
  const sources: Promise<readonly TContact[]>[] = options.rooms
    .filter((room) => contactRoomKinds.includes(room.kind))
    .map(async (room) => {
      const page = await api.getMembers({ RoomId: room.id, NickName: search, Count: perSourceMax });
      return page.Members;
    });
  if (options.isAgent)
    sources.push(
      apiPost('/api/Team/Members', {
        Scope: 'direct',
        Search: search,
        PageSize: perSourceMax,
      }).then((answer) => ZDirectMembers.parse(answer).Items),
    );
  if (sources.length === 0) return [];
  const settled = await Promise.allSettled(sources);
  const found = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (found.length === 0) throw new Error('no source of contacts answered');
  const byId = new Map<number, TContact>();
  for (const person of found.flat())
    if (person.UserId !== options.myUserId && !byId.has(person.UserId))
      byId.set(person.UserId, { UserId: person.UserId, NickName: person.NickName });
  return [...byId.values()].sort(
    (a, b) => a.NickName.localeCompare(b.NickName) || a.UserId - b.UserId,
  );
}
