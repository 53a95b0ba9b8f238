import { chatMessageMaxLength } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

/**
 * A customer-service message's text: trimmed, not empty, at most chat's length. Unlike a room's,
 * a chat-disabled player still writes here: customer service is where they ask about it.
 */
export function checkServiceText(body: string): TResult<string> {
  const text = body.trim();
  if (text === '') return fail('ChatMessageEmpty');
  if ([...text].length > chatMessageMaxLength)
    return fail('ChatMessageTooLong', { maxLength: chatMessageMaxLength });
  return succeed(text);
}
