/**
 * The JSON hub protocol's messages (dotnet/aspnetcore `src/SignalR/docs/specs/HubProtocol.md`).
 * Each message travels as one JSON object followed by the record separator 0x1E.
 */

/** Highest `json` protocol version we speak: 2 adds Ack and Sequence (stateful reconnect). */
export const JSON_PROTOCOL_VERSION = 2;

export const RECORD_SEPARATOR = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  /** Absent for a non-blocking call (`send()`): such a call must never be answered. */
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface StreamItemMessage {
  type: typeof MessageType.StreamItem;
  invocationId: string;
  item: unknown;
}

/** Carries `result` or `error`, never both; a Completion without `invocationId` kills the client. */
export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}

export interface CancelInvocationMessage {
  type: typeof MessageType.CancelInvocation;
  invocationId: string;
}

export interface PingMessage {
  type: typeof MessageType.Ping;
}

export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  /** Without it the client treats the close as final and does not run its reconnect policy. */
  allowReconnect?: boolean;
}

export interface AckMessage {
  type: typeof MessageType.Ack;
  sequenceId: number;
}

export interface SequenceMessage {
  type: typeof MessageType.Sequence;
  sequenceId: number;
}

export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage
  | AckMessage
  | SequenceMessage;

/** Types 1-5 are numbered, buffered and replayed by stateful reconnect; 6-9 never are. */
export function isTrackable(type: number): boolean {
  return type >= MessageType.Invocation && type <= MessageType.CancelInvocation;
}
