/**
 * @lottery/signalr: a server for the ASP.NET Core SignalR protocol (JSON hub protocol over
 * WebSockets, Server-Sent Events and long polling), for the official `@microsoft/signalr` client.
 * The public surface is everything exported here, and nothing else.
 */
export { Hub, type CloseConnectionOptions } from './hub/hub.ts';
export { HubError } from './hub/hub-error.ts';
export type { GroupManager, HubCallerContext, HubMethod } from './hub/hub-context.ts';
export type {
  CallerClients,
  ClientProxy,
  HubClients,
  SingleClientProxy,
} from './hub/client-proxies.ts';
export type { HubOptions, Logger } from './options.ts';
export type { Authenticate, AuthRequest, AuthResult } from './http/authenticate.ts';
export type { SignalRHttpHandler } from './http/http-handler.ts';
export type { TransportKind } from './transports/transport-sink.ts';
export type { Backplane } from './backplane/backplane.ts';
export { InProcessBackplane, InProcessBus } from './backplane/in-process-backplane.ts';
export { RedisBackplane, type RedisBackplaneOptions } from './backplane/redis-backplane.ts';
export { attachToNodeServer } from './adapters/node-server.ts';
export { signalRFastifyPlugin, type SignalRFastifyOptions } from './adapters/fastify-plugin.ts';
