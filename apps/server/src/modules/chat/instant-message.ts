import {
  chatInstantHubEvents,
  chatInstantPreviewMarkers,
  chatInstantPreviewMaxLength,
  type TChatInstantMessage,
  type TChatMessage,
} from '@lottery/contracts';
import type { HubClients } from '@lottery/signalr';
import type { TQueryable } from '../../db/database.ts';
import { hubGroups } from '../../hub/hub-groups.ts';

/** The notice's words for a message: its text cut to the preview length, or a kind's marker. */
export function instantPreviewOf(message: Pick<TChatMessage, 'Kind' | 'Body'>): string {
  if (message.Kind === 'image') return chatInstantPreviewMarkers.image;
  if (message.Kind === 'bet_share') return chatInstantPreviewMarkers.betShare;
  // By code points, as the body's length is counted, so no emoji is cut in half.
  return Array.from(message.Body).slice(0, chatInstantPreviewMaxLength).join('');
}

/**
 * Who receives a message's instant notice, and the room's name: one query, whatever the size of
 * the group (200 members at most, chatGroupMaxMembers). Only an open group room has any; its
 * members other than the sender, less those with a standing mute covering the room (the room's
 * own or all chat, as standing-restrictions.ts reads them). Removed members and those who left
 * have no member row.
 */
export async function listInstantRecipients(
  db: TQueryable,
  message: Pick<TChatMessage, 'RoomId' | 'SenderId'>,
  nowMs: number,
): Promise<{ roomName: string; userIds: number[] }> {
  const rows = await db.query<{ name: string; user_id: number }>(
    `SELECT r.name, m.user_id FROM chat_rooms r JOIN chat_room_members m ON m.room_id = r.id
      WHERE r.id = $1 AND r.kind = 'group' AND r.closed_at IS NULL AND m.user_id <> $2
        AND NOT EXISTS (SELECT 1 FROM chat_restrictions c
                         WHERE c.user_id = m.user_id AND c.kind = 'mute' AND c.lifted_at IS NULL
                           AND (c.ends_at IS NULL OR c.ends_at > $3)
                           AND (c.room_id IS NULL OR c.room_id = r.id))
      ORDER BY m.user_id`,
    [message.RoomId, message.SenderId, nowMs],
  );
  return { roomName: rows[0]?.name ?? '', userIds: rows.map((row) => row.user_id) };
}

/**
 * ReceiveInstantMessage to each recipient's user group, after the message committed (the caller
 * sends ReceiveMessage to the room at the same point). A direct send rather than the outbox: the
 * notice is a hint whose truth (the unread count) the chat reads from the database anyway, so at
 * most once is enough, it goes out at once instead of at the relay's next tick (250 ms), and a
 * 200-member group writes no 199 outbox rows per post. User groups reach every device on every
 * instance through the backplane; the frame is serialized once for all of them.
 */
export async function sendInstantMessage(
  db: TQueryable,
  clients: Pick<HubClients, 'groups'>,
  message: TChatMessage,
  nowMs: number,
): Promise<void> {
  const { roomName, userIds } = await listInstantRecipients(db, message, nowMs);
  if (userIds.length === 0) return;
  const notice: TChatInstantMessage = {
    RoomId: message.RoomId,
    RoomName: roomName,
    MessageId: message.Id,
    SenderNickName: message.SenderNickName,
    Preview: instantPreviewOf(message),
    At: new Date(message.CreatedAt).toISOString(),
  };
  await clients
    .groups(userIds.map((userId) => hubGroups.user(userId)))
    .send(chatInstantHubEvents.receiveInstantMessage, notice);
}
