import { ProtocolError } from './errors.ts';
import { type HubMessage, MessageType } from './messages.ts';

type Json = Record<string, unknown>;

function nonEmptyString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new ProtocolError(`'${field}' must be a non-empty string.`);
  }
  return value;
}

function optionalId(body: Json): string | undefined {
  return body.invocationId === undefined
    ? undefined
    : nonEmptyString(body.invocationId, 'invocationId');
}

function argumentList(body: Json): unknown[] {
  if (!Array.isArray(body.arguments)) throw new ProtocolError("'arguments' must be an array.");
  return body.arguments;
}

function streamIds(body: Json): string[] | undefined {
  const ids = body.streamIds;
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id !== '')) {
    throw new ProtocolError("'streamIds' must be an array of non-empty strings.");
  }
  return ids as string[];
}

function sequenceId(body: Json): number {
  const id = body.sequenceId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) {
    throw new ProtocolError("'sequenceId' must be a non-negative integer.");
  }
  return id;
}

function completion(body: Json): HubMessage {
  const invocationId = nonEmptyString(body.invocationId, 'invocationId');
  const hasResult = 'result' in body;
  const hasError = 'error' in body;
  // ASP.NET checks presence, not truthiness: `"result":null,"error":"x"` is still both.
  if (hasResult && hasError)
    throw new ProtocolError("'error' and 'result' are mutually exclusive.");
  if (hasError) {
    if (typeof body.error !== 'string') throw new ProtocolError("'error' must be a string.");
    return { type: MessageType.Completion, invocationId, error: body.error };
  }
  return hasResult
    ? { type: MessageType.Completion, invocationId, result: body.result }
    : { type: MessageType.Completion, invocationId };
}

/**
 * Parses and validates one record (without its 0x1E) sent by a client. Throws ProtocolError on
 * malformed input; returns null for an unknown numeric type, which the spec says to ignore so that
 * newer peers can add types.
 */
export function parseHubMessage(record: string): HubMessage | null {
  let body: unknown;
  try {
    body = JSON.parse(record);
  } catch {
    throw new ProtocolError('Invalid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProtocolError('A message must be a JSON object.');
  }
  const message = body as Json;
  if (typeof message.type !== 'number') throw new ProtocolError("'type' must be a number.");
  switch (message.type) {
    case MessageType.Invocation:
      return {
        type: MessageType.Invocation,
        invocationId: optionalId(message),
        target: nonEmptyString(message.target, 'target'),
        arguments: argumentList(message),
        streamIds: streamIds(message),
      };
    case MessageType.StreamItem:
      if (!('item' in message)) throw new ProtocolError("'item' is required.");
      return {
        type: MessageType.StreamItem,
        invocationId: nonEmptyString(message.invocationId, 'invocationId'),
        item: message.item,
      };
    case MessageType.Completion:
      return completion(message);
    case MessageType.StreamInvocation:
      return {
        type: MessageType.StreamInvocation,
        invocationId: nonEmptyString(message.invocationId, 'invocationId'),
        target: nonEmptyString(message.target, 'target'),
        arguments: argumentList(message),
        streamIds: streamIds(message),
      };
    case MessageType.CancelInvocation:
      return {
        type: MessageType.CancelInvocation,
        invocationId: nonEmptyString(message.invocationId, 'invocationId'),
      };
    case MessageType.Ping:
      return { type: MessageType.Ping };
    case MessageType.Close:
      return {
        type: MessageType.Close,
        error: typeof message.error === 'string' ? message.error : undefined,
        allowReconnect: message.allowReconnect === true,
      };
    case MessageType.Ack:
      return { type: MessageType.Ack, sequenceId: sequenceId(message) };
    case MessageType.Sequence:
      return { type: MessageType.Sequence, sequenceId: sequenceId(message) };
    default:
      return null;
  }
}
