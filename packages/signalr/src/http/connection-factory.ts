import { type Connection } from '../connection/connection.ts';
import { type ConnectionRegistry } from '../connection/connection-registry.ts';
import { type ResolvedOptions } from '../options.ts';

export interface NewConnection {
  userId: string | null;
  /** The host's `items` from authenticate. */
  items?: Readonly<Record<string, unknown>>;
  query: URLSearchParams;
  hasNegotiatedStatefulReconnect: boolean;
  /** Negotiate version 0: the client uses the connectionId as its token. */
  isTokenConnectionId: boolean;
}

/** What the HTTP side needs from the hub. */
export interface ConnectionFactory {
  readonly options: ResolvedOptions;
  readonly registry: ConnectionRegistry;
  readonly isClosed: boolean;
  /** Creates a connection (inactive until its first transport request) and registers it. */
  createConnection(init: NewConnection): Connection;
}
