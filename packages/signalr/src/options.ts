import { randomBytes } from 'node:crypto';
import { type Authenticate } from './http/authenticate.ts';
import { type Backplane } from './backplane/backplane.ts';
import { InProcessBackplane } from './backplane/in-process-backplane.ts';

/** Pino-shaped, so a Fastify app can pass `app.log`. */
export interface Logger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Every default is ASP.NET Core's, so the official client's own defaults fit (2 x 15 s = 30 s). */
export interface HubOptions {
  /** Checks the access token at negotiate (and on a WebSocket opened without negotiate). */
  authenticate?: Authenticate;
  /** Fan-out across server instances; a private in-process one when absent. */
  backplane?: Backplane;
  /** Names the hub in backplane channels, like ASP.NET's hub type name. Default 'hub'. */
  hubName?: string;
  /** Ping a WebSocket/SSE client when nothing was sent for this long. Default 15,000. */
  keepAliveIntervalMs?: number;
  /** Drop a client that pinged once and then stayed silent this long. Default 30,000. */
  clientTimeoutMs?: number;
  /** Time from the first transport request to the handshake. Default 15,000. */
  handshakeTimeoutMs?: number;
  /**
   * How long a connection may go without a transport: negotiated but never used, a long-poll gap,
   * a stateful WebSocket waiting for its reattach. Default 15,000.
   */
  disconnectTimeoutMs?: number;
  /** How long a long poll is held before an empty 200. Default 90,000 (the client gives up at 100 s). */
  pollTimeoutMs?: number;
  /** Offer stateful reconnect to clients that ask for it. Default true. */
  allowStatefulReconnect?: boolean;
  /** Unacknowledged outgoing characters kept per stateful connection. Default 100,000. */
  statefulReconnectBufferChars?: number;
  /** Largest incoming record, in characters (ASP.NET: 32 KB). Default 32,768. */
  maxMessageChars?: number;
  /**
   * A WebSocket or SSE client whose unsent backlog passes this many bytes is cut off (as a lost
   * transport), so one stalled reader cannot pin unbounded memory. Default 1 MiB.
   */
  maxBufferedBytes?: number;
  /** How often timers are checked (keep-alive, timeouts, acks). Default 1,000. */
  heartbeatIntervalMs?: number;
  /** Put exception messages into error completions (ASP.NET EnableDetailedErrors). Default false. */
  detailedErrors?: boolean;
  /** Time wait for the owner of a connection on another instance to ack a group change. 30,000. */
  groupAckTimeoutMs?: number;
  logger?: Logger;
  /** The clock; tests may inject one. Default Date.now. */
  now?: () => number;
  /** This instance's id on the backplane. Default random. */
  serverId?: string;
}

export type ResolvedOptions = Required<Omit<HubOptions, 'authenticate' | 'backplane'>> &
  Pick<HubOptions, 'authenticate'> & { backplane: Backplane };

const silentLogger: Logger = { debug() {}, warn() {}, error() {} };

export function resolveOptions(options: HubOptions): ResolvedOptions {
  return {
    authenticate: options.authenticate,
    backplane: options.backplane ?? new InProcessBackplane(),
    hubName: options.hubName ?? 'hub',
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? 15_000,
    clientTimeoutMs: options.clientTimeoutMs ?? 30_000,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? 15_000,
    disconnectTimeoutMs: options.disconnectTimeoutMs ?? 15_000,
    pollTimeoutMs: options.pollTimeoutMs ?? 90_000,
    allowStatefulReconnect: options.allowStatefulReconnect ?? true,
    statefulReconnectBufferChars: options.statefulReconnectBufferChars ?? 100_000,
    maxMessageChars: options.maxMessageChars ?? 32 * 1024,
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    heartbeatIntervalMs: options.heartbeatIntervalMs ?? 1_000,
    detailedErrors: options.detailedErrors ?? false,
    groupAckTimeoutMs: options.groupAckTimeoutMs ?? 30_000,
    logger: options.logger ?? silentLogger,
    now: options.now ?? Date.now,
    serverId: options.serverId ?? randomBytes(8).toString('hex'),
  };
}
