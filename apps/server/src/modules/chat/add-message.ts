import type {
  TAddChatMessageRequest,
  TChatBetShare,
  TChatMessage,
  TChatMessageKind,
} from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { readAccount } from '../auth/account-record.ts';
import { secondsUntil } from '../auth/login-throttle.ts';
import type { TChatDeps } from './chat-deps.ts';
import { roomRateLimit, senderRateLimit, type TChatRateLimit } from './chat-limits.ts';
import { ownImageUrl } from './chat-image.ts';
import { checkLinks } from './link-rule.ts';
import { messageColumns, messageOf, type TMessageRow } from './message-rows.ts';
import { checkNotMuted } from './mute-rule.ts';
import { checkPost, rateLimitWaitMs } from './posting-rules.ts';
import { findMembership } from './room-membership.ts';
import { standingMutes } from './standing-restrictions.ts';

/** When the limit's count-th newest message (of a sender or of a room) was sent, if any. */
async function countThNewestAt(
  tx: TQueryable,
  column: 'sender_id' | 'room_id',
  id: number,
  limit: TChatRateLimit,
): Promise<number | null> {
  // Both read an index backwards (chat_messages_by_sender, chat_messages_room_keyset).
  const visible = column === 'room_id' ? 'AND removed_at IS NULL' : '';
  const [row] = await tx.query<{ created_at: string }>(
    `SELECT created_at::text FROM chat_messages WHERE ${column} = $1 ${visible}
      ORDER BY id DESC OFFSET $2 LIMIT 1`,
    [id, limit.count - 1],
  );
  return row ? Number(row.created_at) : null;
}

/** A message to post: typed text, or a shared ticket with its snapshot (share-bet.ts). */
export interface TMessageDraft {
  RoomId: number;
  Kind: TChatMessageKind;
  Body: string;
  share?: { ticketId: number; snapshot: TChatBetShare };
}

/** Posts a draft by every posting rule in the caller's transaction (AddMessage's own, a multicast's, a share's). */
export async function addMessageIn(
  tx: TQueryable,
  userId: number,
  request: TMessageDraft,
  nowMs: number,
): Promise<TResult<TChatMessage>> {
  const membership = await findMembership(tx, userId, request.RoomId);
  if (!membership.ok) return membership;
  // The room's row orders its posts: ids commit in the order they were taken, so a client that
  // holds message N of a room has every earlier one committed, and the room's limit holds.
  await tx.query(`SELECT 1 FROM chat_rooms WHERE id = $1 FOR NO KEY UPDATE`, [request.RoomId]);
  // Read per post, not from the hub connection: a flag set a moment ago already applies.
  const account = await readAccount(tx, userId);
  if (!account) return fail('ChatRoomNotFound');
  const body = checkPost(
    { stateFlags: account.stateFlags, role: membership.value.role },
    membership.value,
    request.Body,
  );
  if (!body.ok) return body;
  const notMuted = checkNotMuted(await standingMutes(tx, userId, request.RoomId, nowMs));
  if (!notMuted.ok) return notMuted;
  const linkFree = checkLinks(membership.value.role, body.value);
  if (!linkFree.ok) return linkFree;
  const senderWaitMs = rateLimitWaitMs(
    senderRateLimit,
    await countThNewestAt(tx, 'sender_id', userId, senderRateLimit),
    nowMs,
  );
  if (senderWaitMs > 0)
    return fail('ChatSenderRateLimited', { retryAfterSeconds: secondsUntil(senderWaitMs) });
  const roomAt = await countThNewestAt(tx, 'room_id', request.RoomId, roomRateLimit);
  if (rateLimitWaitMs(roomRateLimit, roomAt, nowMs) > 0) return fail('ChatRoomRateLimited');
  const [row] = await tx.query<TMessageRow>(
    `INSERT INTO chat_messages AS m
       (room_id, sender_id, sender_nick_name, kind, body, created_at, shared_ticket_id, bet_share)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING ${messageColumns}`,
    [
      request.RoomId,
      userId,
      account.nickName,
      request.Kind,
      body.value,
      nowMs,
      request.share?.ticketId ?? null,
      request.share ? JSON.stringify(request.share.snapshot) : null,
    ],
  );
  if (!row) throw new Error('message insert returned nothing');
  return succeed(messageOf(row));
}

/**
 * AddMessage: a member posts to a room (membership, chat-disabled flag, read-only room, length,
 * mutes, links, per-sender and per-room limits; an image by its upload token). The caller pushes
 * the stored message to the room after the commit, so nobody receives a message that then
 * rolled back.
 */
export function addMessage(deps: TChatDeps, userId: number, request: TAddChatMessageRequest) {
  const nowMs = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    if (request.Kind !== 'image') return addMessageIn(tx, userId, request, nowMs);
    // An image message names my upload's token; the room receives the image's address.
    const url = await ownImageUrl(tx, userId, request.Body);
    if (!url.ok) return url;
    return addMessageIn(tx, userId, { ...request, Body: url.value }, nowMs);
  });
}
