import {
  chatHubEvents,
  chatHubMethods,
  ZChatShareBetRequest,
  type TChatMessage,
} from '@lottery/contracts';
import { HubError, type Hub } from '@lottery/signalr';
import { hubGroups } from '../../hub/hub-groups.ts';
import { parseHubArgument, unwrapForHub } from '../../hub/hub-refusal.ts';
import type { TChatDeps } from './chat-deps.ts';
import { sendInstantMessage } from './instant-message.ts';
import { shareBet } from './share-bet.ts';

/** ShareBet on the product hub (issue #22): the room receives the share as ReceiveMessage
 * (and a group's other members ReceiveInstantMessage). */
export function registerShareBetMethod(hub: Hub, deps: TChatDeps): void {
  hub.on(chatHubMethods.shareBet, async (context, argument: unknown): Promise<TChatMessage> => {
    if (!context.userId) throw new HubError('Log in to chat.');
    const request = parseHubArgument(ZChatShareBetRequest, argument);
    const message = unwrapForHub(await shareBet(deps, Number(context.userId), request));
    await hub.clients
      .group(hubGroups.chatRoom(message.RoomId))
      .send(chatHubEvents.receiveMessage, message);
    await sendInstantMessage(deps.db, hub.clients, message, deps.clock.now());
    return message;
  });
}
