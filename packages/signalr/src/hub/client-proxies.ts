import { Frame } from '../protocol/frame.ts';
import { MessageType } from '../protocol/messages.ts';
import { type HubLifetimeManager } from './lifetime-manager.ts';

export interface ClientProxy {
  /** Calls a client method (matched case-insensitively by the client); no reply is awaited. */
  send(target: string, ...args: unknown[]): Promise<void>;
}

export interface SingleClientProxy extends ClientProxy {
  /**
   * Calls a client method and waits for its return value (a client result). Only for a connection
   * on this instance; rejects if the client throws, has no handler, or disconnects first.
   */
  invoke(target: string, ...args: unknown[]): Promise<unknown>;
}

/** Hub-wide targets, as `hub.clients` (ASP.NET's IHubClients). */
export interface HubClients {
  readonly all: ClientProxy;
  allExcept(excludedConnectionIds: string[]): ClientProxy;
  client(connectionId: string): SingleClientProxy;
  clients(connectionIds: string[]): ClientProxy;
  group(name: string): ClientProxy;
  groupExcept(name: string, excludedConnectionIds: string[]): ClientProxy;
  groups(names: string[]): ClientProxy;
  /** Every connection of the user, on every instance. */
  user(userId: string): ClientProxy;
  users(userIds: string[]): ClientProxy;
}

/** Targets relative to the caller of a hub method (ASP.NET's IHubCallerClients). */
export interface CallerClients extends HubClients {
  readonly caller: SingleClientProxy;
  readonly others: ClientProxy;
  othersInGroup(name: string): ClientProxy;
}

export type InvokeClient = (
  connectionId: string,
  target: string,
  args: unknown[],
) => Promise<unknown>;

function invocation(target: string, args: unknown[]): Frame {
  // Serialized once, whatever the number of recipients.
  return Frame.of({ type: MessageType.Invocation, target, arguments: args });
}

function proxy(deliver: (frame: Frame) => Promise<unknown>): ClientProxy {
  return {
    async send(target, ...args) {
      await deliver(invocation(target, args));
    },
  };
}

export function createHubClients(lifetime: HubLifetimeManager, invoke: InvokeClient): HubClients {
  const each = <T>(items: T[], send: (item: T, frame: Frame) => Promise<void>) =>
    proxy((frame) => Promise.all(items.map((item) => send(item, frame))));
  return {
    all: proxy((frame) => lifetime.sendAll(frame)),
    allExcept: (excluded) => proxy((frame) => lifetime.sendAll(frame, excluded)),
    client: (connectionId) => ({
      ...proxy((frame) => lifetime.sendConnection(connectionId, frame)),
      invoke: (target, ...args) => invoke(connectionId, target, args),
    }),
    clients: (ids) => each(ids, (id, frame) => lifetime.sendConnection(id, frame)),
    group: (name) => proxy((frame) => lifetime.sendGroup(name, frame)),
    groupExcept: (name, excluded) => proxy((frame) => lifetime.sendGroup(name, frame, excluded)),
    groups: (names) => each(names, (name, frame) => lifetime.sendGroup(name, frame)),
    user: (userId) => proxy((frame) => lifetime.sendUser(userId, frame)),
    users: (userIds) => each(userIds, (userId, frame) => lifetime.sendUser(userId, frame)),
  };
}

export function createCallerClients(
  hubClients: HubClients,
  lifetime: HubLifetimeManager,
  connectionId: string,
): CallerClients {
  return {
    ...hubClients,
    caller: hubClients.client(connectionId),
    others: hubClients.allExcept([connectionId]),
    othersInGroup: (name) => proxy((frame) => lifetime.sendGroup(name, frame, [connectionId])),
  };
}
