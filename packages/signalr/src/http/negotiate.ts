import { type IncomingMessage, type ServerResponse } from 'node:http';
import { authenticateRequest, hostQuery } from './authenticate.ts';
import { type ConnectionFactory } from './connection-factory.ts';
import { respondJson, respondText } from './respond.ts';

/** Server order is the client's preference order: WebSockets first, long polling last. */
const AVAILABLE_TRANSPORTS = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
];

/** Highest negotiate version we speak: 1 separates the secret token from the public id. */
const NEGOTIATE_VERSION = 1;

/**
 * `POST {path}/negotiate?negotiateVersion=1[&useStatefulReconnect=true]`. Never sends
 * `ProtocolVersion`: the client would take us for an old ASP.NET SignalR server and give up.
 */
export async function negotiate(
  request: IncomingMessage,
  response: ServerResponse,
  query: URLSearchParams,
  host: ConnectionFactory,
): Promise<void> {
  // The body is empty; drain it so the socket can be reused.
  request.resume();
  const versionText = query.get('negotiateVersion');
  const requested = versionText === null ? 0 : Number(versionText);
  if (!Number.isInteger(requested) || requested < 0) {
    respondJson(response, 200, { error: 'Invalid negotiation version.' });
    return;
  }
  const identity = await authenticateRequest(host.options.authenticate, request, query);
  if (identity === null) {
    respondText(response, 401, 'Unauthorized');
    return;
  }
  const version = Math.min(requested, NEGOTIATE_VERSION);
  // Offered only when asked: the client fails on an unrequested `useStatefulReconnect: true`.
  const isStateful =
    query.get('useStatefulReconnect') === 'true' && host.options.allowStatefulReconnect;
  const connection = host.createConnection({
    userId: identity.userId,
    ...(identity.items ? { items: identity.items } : {}),
    query: hostQuery(query),
    hasNegotiatedStatefulReconnect: isStateful,
    isTokenConnectionId: version === 0,
  });
  respondJson(response, 200, {
    negotiateVersion: version,
    connectionId: connection.connectionId,
    ...(version >= 1 ? { connectionToken: connection.token } : {}),
    availableTransports: AVAILABLE_TRANSPORTS,
    ...(isStateful ? { useStatefulReconnect: true } : {}),
  });
}
