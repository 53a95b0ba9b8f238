/**
 * Throw from a hub method to send its message to the caller (ASP.NET's HubException). Any other
 * error reaches the client only as "An unexpected error occurred invoking 'X' on the server.",
 * so that internals never leak.
 */
export class HubError extends Error {
  override readonly name = 'HubError';
}
