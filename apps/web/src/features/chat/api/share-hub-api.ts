import {
  chatHubMethods,
  ZAddChatMessageRequest,
  ZAddChatMessageResult,
  ZChatMessage,
  ZChatShareBetRequest,
} from '@lottery/contracts';
import type { THubClient } from '../../../shared/realtime/hub-client.ts';

/**
 * The hub methods of sharing in chat, over the shell's one connection: ShareBet (one of my
 * tickets into a room) and AddMessage with Kind image (an uploaded image by its token). Each
 * argument is checked against its contract before it is sent, each answer after.
 */
export function shareHubApi(hub: THubClient) {
  return {
    shareBet: async (roomId: number, ticketId: number) =>
      ZChatMessage.parse(
        await hub.invoke(
          chatHubMethods.shareBet,
          ZChatShareBetRequest.parse({ RoomId: roomId, TicketId: ticketId }),
        ),
      ),
    postImage: async (roomId: number, imageToken: string) =>
      ZAddChatMessageResult.parse(
        await hub.invoke(
          chatHubMethods.addMessage,
          ZAddChatMessageRequest.parse({ RoomId: roomId, Kind: 'image', Body: imageToken }),
        ),
      ),
  };
}

export type TShareHubApi = ReturnType<typeof shareHubApi>;
