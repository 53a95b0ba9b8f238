/**
 * The closed list of error texts we put on the wire. They are ASP.NET Core's own, because clients
 * (ours included) match on them: the product client strips the `HubException:` prefix to show the
 * message of a deliberate error.
 */
export const WireError = {
  /** Close message after a protocol error, a client timeout or a failed write. */
  connectionError: 'Connection closed with an error.',
  handshakeCanceled: 'Handshake was canceled.',
  handshakeMalformed: 'An unexpected error occurred during connection handshake.',
  protocolNotSupported: (protocol: string) => `The protocol '${protocol}' is not supported.`,
  versionNotSupported: (version: number) =>
    `The server does not support version ${version} of the 'json' protocol.`,
  unknownMethod: (target: string) => `Unknown hub method '${target}'`,
  invocationFailed: (target: string) =>
    `An unexpected error occurred invoking '${target}' on the server.`,
  hubException: (target: string, message: string) =>
    `An unexpected error occurred invoking '${target}' on the server. HubException: ${message}`,
  streamMethodMismatch: (target: string) =>
    `The client attempted to invoke the streaming '${target}' method with a non-streaming invocation.`,
  nonStreamMethodMismatch: (target: string) =>
    `The client attempted to invoke the non-streaming '${target}' method with a streaming invocation.`,
  streamEndedEarly: 'Stream ended before the invocation completed.',
  noClientResult: "Client didn't provide a result.",
} as const;

/** Malformed input from a client: the server closes that connection with `connectionError`. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}
