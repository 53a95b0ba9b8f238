import { z } from 'zod';
import { ZChatMessageId, ZChatRoomId } from './chat-schemas.ts';

/**
 * Instant messages (issue #22): when a member posts in a group room, every other member of the
 * room receives ReceiveInstantMessage on their user hub group, so it reaches them on any page
 * even when the chat is not open. Public, site-group, tutor and customer-service rooms send none
 * (they are the site's, and a notice per post would drown the player). Members with a standing
 * mute covering the room, and those removed or who left, receive none. A member who has the room
 * open receives it as well; the client ignores it for the room it is showing.
 *
 * Delivery is best effort, sent after the message commits: a notice lost to a crash leaves the
 * room's unread count (GetInitialData) right, and nothing else depends on it.
 */

/** How many characters (code points) of a text message the notice carries. */
export const chatInstantPreviewMaxLength = 60;

/**
 * Preview of a message that is not text: the client shows its own words for these. A typed text
 * equal to a marker reads as the marker's words, which is harmless.
 */
export const chatInstantPreviewMarkers = {
  image: '[image]',
  betShare: '[bet]',
} as const;

export const ZChatInstantMessage = z
  .object({
    RoomId: ZChatRoomId,
    RoomName: z.string().describe('The room name when sent'),
    MessageId: ZChatMessageId,
    SenderNickName: z.string().describe("The sender's nick name when sent"),
    Preview: z
      .string()
      .describe(
        'The text, cut to 60 characters, or a marker: [image] for an image, [bet] for a shared bet',
      ),
    At: z.iso.datetime().describe('When the message was sent, ISO 8601 UTC'),
  })
  .meta({ id: 'ChatInstantMessage' });
export type TChatInstantMessage = z.output<typeof ZChatInstantMessage>;

export const chatInstantHubEvents = {
  receiveInstantMessage: 'ReceiveInstantMessage',
} as const;
