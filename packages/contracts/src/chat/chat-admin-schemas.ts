import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZChatMessageId } from './chat-schemas.ts';

/** POST /api/Admin/Chat/RemoveMessage: the room's members receive RemoveMessage. */
export const ZRemoveChatMessageRequest = z
  .object({
    MessageId: ZChatMessageId,
    Reason: ZText.trim().min(1, { error: 'required' }).max(200).describe('Kept in the audit'),
  })
  .meta({ id: 'RemoveChatMessageRequest' });
export type TRemoveChatMessageRequest = z.output<typeof ZRemoveChatMessageRequest>;

export const ZRemoveChatMessageResult = z
  .object({
    MessageId: ZChatMessageId,
    RoomId: z.number().int(),
    RemovedAt: z.number().int().describe('Epoch ms'),
  })
  .meta({ id: 'RemoveChatMessageResult' });
