import type { TAddChatMessageMulticastRequest, TChatMessage } from '@lottery/contracts';
import { succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { addMessageIn } from './add-message.ts';
import type { TChatDeps } from './chat-deps.ts';

/**
 * AddMessageMulticast: one text to several of the caller's rooms, each room's rules checked as
 * for AddMessage (membership, chat-disabled, read-only, limits; each copy counts toward the
 * sender's limit). All or none, in one transaction: a member told "sent" finds it in every room
 * asked, and a refusal leaves no partial copies to explain. Rooms are taken in id order, so two
 * multicasts over the same rooms lock their rows in the same order and never deadlock; the
 * refusal is that of the first room, in id order, that refuses. The caller pushes the messages
 * after the commit.
 */
export function addMessageMulticast(
  deps: TChatDeps,
  userId: number,
  request: TAddChatMessageMulticastRequest,
): Promise<TResult<TChatMessage[]>> {
  const nowMs = deps.clock.now();
  const inLockOrder = [...request.RoomIds].sort((a, b) => a - b);
  return transactionResult(deps.db, async (tx) => {
    const byRoom = new Map<number, TChatMessage>();
    for (const roomId of inLockOrder) {
      const added = await addMessageIn(
        tx,
        userId,
        { RoomId: roomId, Kind: request.Kind, Body: request.Body },
        nowMs,
      );
      if (!added.ok) return added;
      byRoom.set(roomId, added.value);
    }
    return succeed(request.RoomIds.flatMap((roomId) => byRoom.get(roomId) ?? []));
  });
}
