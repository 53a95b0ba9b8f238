import { type CloseMessage, type HubMessage } from '../protocol/messages.ts';
import { type Connection } from './connection.ts';

/** inactive: negotiated, no transport yet. handshaking: transport up, no handshake yet. */
export type ConnectionState = 'inactive' | 'handshaking' | 'connected' | 'closed';

/** What the hub learns from a connection. */
export interface ConnectionEvents {
  /** The handshake succeeded: register the connection, run onConnected. */
  connected(connection: Connection): void;
  /** A hub message to act on (Ping, Ack, Sequence and Close are handled here). */
  message(connection: Connection, message: HubMessage): void;
  /** Ended. `wasConnected`: the handshake had succeeded, so onDisconnected is due. */
  closed(connection: Connection, reason: Error | undefined, wasConnected: boolean): void;
}

export interface ConnectionInit {
  connectionId: string;
  /** The secret the client puts in `id=`; requests look connections up by it. */
  token: string;
  userId: string | null;
  query: URLSearchParams;
  /** Negotiate agreed to stateful reconnect; it is used only on WebSockets with handshake v2. */
  hasNegotiatedStatefulReconnect: boolean;
}

export interface CloseOptions {
  /** Sent to the client first, when the handshake had succeeded. */
  message?: CloseMessage;
  /** Passed to onDisconnected; undefined for a clean end. */
  reason?: Error;
}
