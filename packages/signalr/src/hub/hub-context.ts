import { type TransportKind } from '../transports/transport-sink.ts';
import { type CallerClients } from './client-proxies.ts';

export interface GroupManager {
  /** Resolves once group events reach the connection (on any instance). */
  add(connectionId: string, group: string): Promise<void>;
  remove(connectionId: string, group: string): Promise<void>;
}

/** What a hub method and the lifecycle hooks know about the connection they serve. */
export interface HubCallerContext {
  readonly connectionId: string;
  /** From the host's `authenticate`; null for an anonymous connection. */
  readonly userId: string | null;
  /** The query string the client connected with (`/Hub?roomId=7`), minus protocol parameters. */
  readonly query: URLSearchParams;
  /** Free for the host: state that lives as long as the connection. */
  readonly items: Map<string, unknown>;
  readonly transport: TransportKind;
  readonly clients: CallerClients;
  readonly groups: GroupManager;
  /** Ends this connection with a final Close message: the client does not reconnect. */
  abort(): void;
}

export type HubMethod<A extends unknown[] = unknown[]> = (
  context: HubCallerContext,
  ...args: A
) => unknown;
