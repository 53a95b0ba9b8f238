import { randomBytes } from 'node:crypto';
import { Connection } from '../connection/connection.ts';
import { type ConnectionEvents } from '../connection/connection-types.ts';
import { ConnectionRegistry } from '../connection/connection-registry.ts';
import { type NewConnection } from '../http/connection-factory.ts';
import { createHttpHandler, type SignalRHttpHandler } from '../http/http-handler.ts';
import { type HubOptions, resolveOptions, type ResolvedOptions } from '../options.ts';
import { WireError } from '../protocol/errors.ts';
import { Frame } from '../protocol/frame.ts';
import { type HubMessage, MessageType } from '../protocol/messages.ts';
import { createCallerClients, createHubClients, type HubClients } from './client-proxies.ts';
import { type GroupManager, type HubCallerContext, type HubMethod } from './hub-context.ts';
import { HubDispatcher, type Session } from './hub-dispatcher.ts';
import { HubLifetimeManager } from './lifetime-manager.ts';

type ConnectedHook = (context: HubCallerContext) => unknown;
type DisconnectedHook = (context: HubCallerContext, error: Error | undefined) => unknown;

export interface CloseConnectionOptions {
  /** Shown to the client as "Server returned an error on close: <error>". */
  error?: string;
  /** Let the client run its reconnect policy (it does not by default). */
  allowReconnect?: boolean;
}

/** URL-safe: the client appends tokens to URLs without encoding them. */
function newId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A SignalR hub: register methods and hooks, mount `createHandler(path)` on a server, send with
 * `clients`. Holds no product logic.
 */
export class Hub {
  readonly clients: HubClients;
  readonly groups: GroupManager;

  private readonly registry = new ConnectionRegistry();
  private readonly options: ResolvedOptions;
  private isClosed = false;
  private readonly methods = new Map<string, HubMethod>();
  private readonly connectedHooks: ConnectedHook[] = [];
  private readonly disconnectedHooks: DisconnectedHook[] = [];
  private readonly sessions = new Map<Connection, Session>();
  private readonly lifetime: HubLifetimeManager;
  private readonly dispatcher: HubDispatcher;
  private readonly started: Promise<void>;
  private readonly heartbeat: NodeJS.Timeout;
  /** Disconnect work in progress (onDisconnected hooks), awaited by close(). */
  private readonly endings = new Set<Promise<void>>();
  private readonly ownsBackplane: boolean;
  private nextInvocationId = 1;

  constructor(options: HubOptions = {}) {
    this.options = resolveOptions(options);
    this.ownsBackplane = options.backplane === undefined;
    this.lifetime = new HubLifetimeManager(this.options, !this.ownsBackplane);
    this.dispatcher = new HubDispatcher(this.methods, this.options);
    this.clients = createHubClients(this.lifetime, (id, target, args) =>
      this.invokeClient(id, target, args),
    );
    this.groups = {
      add: (connectionId, group) => this.lifetime.addToGroup(connectionId, group),
      remove: (connectionId, group) => this.lifetime.removeFromGroup(connectionId, group),
    };
    this.started = this.lifetime.start();
    this.started.catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'signalr: backplane subscription failed');
    });
    // One timer for every connection's keep-alive, timeouts and acks, as ASP.NET's heartbeat.
    this.heartbeat = setInterval(
      () => this.registry.heartbeat(this.options.now(), this.options.disconnectTimeoutMs),
      this.options.heartbeatIntervalMs,
    );
    this.heartbeat.unref();
  }

  /** Registers a hub method; names match case-insensitively. Arguments are unvalidated JSON. */
  on<A extends unknown[]>(name: string, method: HubMethod<A>): this {
    this.methods.set(name.toLowerCase(), method as HubMethod);
    return this;
  }

  /** Runs after the handshake, before any invocation of the connection. Throwing ends it. */
  onConnected(hook: ConnectedHook): this {
    this.connectedHooks.push(hook);
    return this;
  }

  /** Runs once a connected connection ends; `error` is undefined for a clean end. */
  onDisconnected(hook: DisconnectedHook): this {
    this.disconnectedHooks.push(hook);
    return this;
  }

  /** The HTTP and upgrade handlers for the hub at `path` (e.g. '/Hub'). */
  createHandler(path: string): SignalRHttpHandler {
    const isClosed = () => this.isClosed;
    return createHttpHandler(path, {
      options: this.options,
      registry: this.registry,
      get isClosed() {
        return isClosed();
      },
      createConnection: (init) => this.createConnection(init),
    });
  }

  /** Ends a connection held by this instance; false when it is not here. */
  closeConnection(connectionId: string, options: CloseConnectionOptions = {}): boolean {
    const connection = this.lifetime.getLocal(connectionId);
    if (!connection) return false;
    connection.close({ message: { type: MessageType.Close, ...options } });
    return true;
  }

  /**
   * Ends every connection in the group, on every instance, with a Close message (e.g. all
   * connections of a revoked session). Resolves once published; delivery is the backplane's (at
   * most once), so a host that must not miss one also checks by itself now and then.
   */
  async closeGroup(group: string, options: CloseConnectionOptions = {}): Promise<void> {
    await this.lifetime.closeGroup(group, { type: MessageType.Close, ...options });
  }

  /**
   * Ends every connection with a Close message and stops the timers. `allowReconnect` (default
   * true) sends clients with a reconnect policy to another instance, as on a redeploy.
   */
  async close(options: { allowReconnect?: boolean } = {}): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    clearInterval(this.heartbeat);
    const allowReconnect = options.allowReconnect ?? true;
    // Long-polling connections stay registered so their held poll can take the Close message.
    for (const connection of this.registry.values()) {
      connection.close({ message: { type: MessageType.Close, allowReconnect } });
    }
    await Promise.allSettled([...this.endings]);
    await this.started.catch(() => {});
    await this.lifetime.stop().catch(() => {});
    if (this.ownsBackplane) await this.options.backplane.close();
  }

  private createConnection(init: NewConnection): Connection {
    const connectionId = newId();
    const token = init.isTokenConnectionId ? connectionId : newId();
    const connection = new Connection({ ...init, connectionId, token }, this.options, this.events);
    for (const [key, value] of Object.entries(init.items ?? {})) connection.items.set(key, value);
    this.registry.add(connection);
    return connection;
  }

  private readonly events: ConnectionEvents = {
    connected: (connection) => this.connected(connection),
    message: (connection, message: HubMessage) => {
      const session = this.sessions.get(connection);
      if (session) this.dispatcher.dispatch(connection, session, message);
    },
    closed: (connection, reason, wasConnected) => this.closed(connection, reason, wasConnected),
  };

  private connected(connection: Connection): void {
    const context: HubCallerContext = {
      connectionId: connection.connectionId,
      userId: connection.userId,
      query: connection.query,
      items: connection.items,
      transport: connection.transport!,
      clients: createCallerClients(this.clients, this.lifetime, connection.connectionId),
      groups: this.groups,
      abort: () => connection.close({ message: { type: MessageType.Close } }),
    };
    const session: Session = {
      context,
      queue: Promise.resolve(),
      streams: new Map(),
      uploads: new Map(),
      results: new Map(),
    };
    this.sessions.set(connection, session);
    session.queue = (async () => {
      await this.started;
      await this.lifetime.addConnection(connection);
      for (const hook of this.connectedHooks) await hook(context);
    })().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'signalr: onConnected failed');
      connection.close({
        message: {
          type: MessageType.Close,
          error: WireError.connectionError,
          allowReconnect: true,
        },
        reason: error instanceof Error ? error : new Error(String(error)),
      });
    });
  }

  private closed(connection: Connection, reason: Error | undefined, wasConnected: boolean): void {
    // A closed long-polling connection stays findable until its last poll has taken the 204.
    if (connection.transport !== 'LongPolling') this.registry.delete(connection);
    const session = this.sessions.get(connection);
    if (!session || !wasConnected) return;
    this.sessions.delete(connection);
    this.dispatcher.release(session);
    // After the queue: onDisconnected never overtakes onConnected or a running invocation.
    const ending = session.queue
      .then(async () => {
        await this.lifetime.removeConnection(connection);
        for (const hook of this.disconnectedHooks) await hook(session.context, reason);
      })
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'signalr: onDisconnected failed');
      })
      .finally(() => this.endings.delete(ending));
    this.endings.add(ending);
  }

  /** Client results: only for connections on this instance. */
  private invokeClient(connectionId: string, target: string, args: unknown[]): Promise<unknown> {
    const connection = this.lifetime.getLocal(connectionId);
    const session = connection && this.sessions.get(connection);
    if (!connection || !session) {
      return Promise.reject(new Error(`Connection ${connectionId} is not on this server.`));
    }
    const invocationId = `s${this.nextInvocationId++}`;
    const result = new Promise<unknown>((resolve, reject) => {
      session.results.set(invocationId, { resolve, reject });
    });
    const message = {
      type: MessageType.Invocation,
      invocationId,
      target,
      arguments: args,
    } as const;
    connection.send(Frame.of(message));
    return result;
  }
}
