import { type Backplane } from '../backplane/backplane.ts';
import { type Connection } from '../connection/connection.ts';
import { Frame } from '../protocol/frame.ts';
import { type ResolvedOptions } from '../options.ts';
import { type CloseMessage } from '../protocol/messages.ts';
import { RefCountedChannels } from './ref-counted-channels.ts';

/** A backplane message: a framed record to deliver, or a group change for a connection's owner. */
interface Envelope {
  /** The publishing instance; it delivered to its own connections already. */
  s: string;
  /** The record, serialized once, with its 0x1E. */
  m?: string;
  /** Excluded connection ids (AllExcept, GroupExcept). */
  x?: string[];
  /** A group change for a connection held by another instance: [op, group, command id]. */
  g?: ['add' | 'remove', string, number];
  /** Ack of a group change. */
  a?: number;
  /** Close every member of the group (sent on the group's channel) with this message. */
  c?: CloseMessage;
}

/**
 * Who is where (ASP.NET's HubLifetimeManager): local connections, their groups and users, and
 * fan-out through the backplane. An event is delivered to local connections at once and published
 * once; each instance delivers what it receives to its own connections and skips its own
 * publishes, so nobody gets a message twice and local delivery never waits for Redis.
 */
export class HubLifetimeManager {
  private readonly connections = new Map<string, Connection>();
  private readonly groups: RefCountedChannels;
  private readonly users: RefCountedChannels;
  private readonly groupsOf = new Map<string, Set<string>>();
  private readonly pendingAcks = new Map<number, (isDone: boolean) => void>();
  private nextCommandId = 1;
  private readonly backplane: Backplane;

  constructor(
    private readonly options: ResolvedOptions,
    /**
     * False for the hub's own private in-process backplane: nobody else can be listening, so
     * nothing is published and a group change for an unknown connection is a no-op at once.
     */
    private readonly isShared: boolean,
  ) {
    this.backplane = options.backplane;
    const subscribe = (channel: string) => this.subscribe(channel);
    const unsubscribe = (channel: string) => this.unsubscribe(channel);
    this.groups = new RefCountedChannels(
      (name) => this.channel('group', name),
      subscribe,
      unsubscribe,
    );
    this.users = new RefCountedChannels(
      (name) => this.channel('user', name),
      subscribe,
      unsubscribe,
    );
  }

  async start(): Promise<void> {
    await this.subscribe(this.channel('all'));
    await this.subscribe(this.channel('ack', this.options.serverId));
  }

  async stop(): Promise<void> {
    await this.unsubscribe(this.channel('all'));
    await this.unsubscribe(this.channel('ack', this.options.serverId));
  }

  getLocal(connectionId: string): Connection | undefined {
    return this.connections.get(connectionId);
  }

  async addConnection(connection: Connection): Promise<void> {
    this.connections.set(connection.connectionId, connection);
    this.groupsOf.set(connection.connectionId, new Set());
    await Promise.all([
      this.subscribe(this.channel('connection', connection.connectionId)),
      connection.userId === null ? undefined : this.users.add(connection.userId, connection),
    ]);
  }

  async removeConnection(connection: Connection): Promise<void> {
    const id = connection.connectionId;
    if (!this.connections.delete(id)) return;
    const groups = this.groupsOf.get(id) ?? new Set<string>();
    this.groupsOf.delete(id);
    await Promise.all([
      ...[...groups].map((group) => this.groups.remove(group, connection)),
      connection.userId === null ? undefined : this.users.remove(connection.userId, connection),
      this.unsubscribe(this.channel('connection', id)),
    ]);
  }

  /** Resolves once group events reach the connection, wherever it lives. */
  async addToGroup(connectionId: string, group: string): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (!connection) return this.sendGroupCommand(connectionId, 'add', group);
    this.groupsOf.get(connectionId)?.add(group);
    await this.groups.add(group, connection);
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (!connection) return this.sendGroupCommand(connectionId, 'remove', group);
    this.groupsOf.get(connectionId)?.delete(group);
    await this.groups.remove(group, connection);
  }

  async sendAll(frame: Frame, excluded: string[] = []): Promise<void> {
    deliver(this.connections.values(), frame, excluded);
    await this.publish(this.channel('all'), frame, excluded);
  }

  async sendGroup(group: string, frame: Frame, excluded: string[] = []): Promise<void> {
    deliver(this.groups.members(group), frame, excluded);
    await this.publish(this.channel('group', group), frame, excluded);
  }

  async closeGroup(group: string, message: CloseMessage): Promise<void> {
    closeAll(this.groups.members(group), message);
    if (!this.isShared) return;
    const envelope: Envelope = { s: this.options.serverId, c: message };
    await this.backplane.publish(this.channel('group', group), JSON.stringify(envelope));
  }

  async sendUser(userId: string, frame: Frame): Promise<void> {
    deliver(this.users.members(userId), frame, []);
    await this.publish(this.channel('user', userId), frame, []);
  }

  async sendConnection(connectionId: string, frame: Frame): Promise<void> {
    const connection = this.connections.get(connectionId);
    if (connection) connection.send(frame);
    else await this.publish(this.channel('connection', connectionId), frame, []);
  }

  private channel(kind: 'all' | 'group' | 'user' | 'connection' | 'ack', name = ''): string {
    return kind === 'all'
      ? `${this.options.hubName}:all`
      : `${this.options.hubName}:${kind}:${name}`;
  }

  private async publish(channel: string, frame: Frame, excluded: string[]): Promise<void> {
    if (!this.isShared) return;
    const envelope: Envelope = { s: this.options.serverId, m: frame.text };
    if (excluded.length > 0) envelope.x = excluded;
    await this.backplane.publish(channel, JSON.stringify(envelope));
  }

  private subscribe(channel: string): Promise<void> {
    return this.backplane.subscribe(channel, (payload) => this.onBackplane(channel, payload));
  }

  private unsubscribe(channel: string): Promise<void> {
    return this.backplane.unsubscribe(channel);
  }

  private onBackplane(channel: string, payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      this.options.logger.warn({ channel }, 'signalr: unreadable backplane message');
      return;
    }
    if (envelope.a !== undefined) this.pendingAcks.get(envelope.a)?.(true);
    if (envelope.g) this.applyGroupCommand(channel, envelope.s, envelope.g);
    if (envelope.s === this.options.serverId) return;
    if (envelope.c) {
      const groupPrefix = this.channel('group');
      if (channel.startsWith(groupPrefix))
        closeAll(this.groups.members(channel.slice(groupPrefix.length)), envelope.c);
      return;
    }
    if (envelope.m === undefined) return;
    const frame = new Frame(envelope.m, true);
    const prefix = `${this.options.hubName}:`;
    const [kind, ...rest] = channel.slice(prefix.length).split(':');
    const name = rest.join(':');
    if (kind === 'all') deliver(this.connections.values(), frame, envelope.x ?? []);
    else if (kind === 'group') deliver(this.groups.members(name), frame, envelope.x ?? []);
    else if (kind === 'user') deliver(this.users.members(name), frame, []);
    else if (kind === 'connection') this.connections.get(name)?.send(frame);
  }

  /** Another instance asks us, the owner of a connection, to change its groups; we ack. */
  private applyGroupCommand(channel: string, sender: string, command: Envelope['g'] & {}): void {
    const connectionId = channel.slice(this.channel('connection').length);
    if (!this.connections.has(connectionId)) return;
    const [op, group, commandId] = command;
    const change =
      op === 'add'
        ? this.addToGroup(connectionId, group)
        : this.removeFromGroup(connectionId, group);
    void change
      .then(() => {
        const ack: Envelope = { s: this.options.serverId, a: commandId };
        return this.backplane.publish(this.channel('ack', sender), JSON.stringify(ack));
      })
      .catch((error: unknown) => {
        this.options.logger.warn({ err: error }, 'signalr: remote group change failed');
      });
  }

  /** As ASP.NET: publish to the connection's channel and wait for its owner's ack (30 s). */
  private async sendGroupCommand(connectionId: string, op: 'add' | 'remove', group: string) {
    if (!this.isShared) return;
    const id = this.nextCommandId++;
    const isDone = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), this.options.groupAckTimeoutMs);
      this.pendingAcks.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
    const command: Envelope = { s: this.options.serverId, g: [op, group, id] };
    try {
      await this.backplane.publish(
        this.channel('connection', connectionId),
        JSON.stringify(command),
      );
      if (!(await isDone)) {
        throw new Error(`No server acknowledged the group change for connection ${connectionId}.`);
      }
    } finally {
      this.pendingAcks.delete(id);
    }
  }
}

function deliver(connections: Iterable<Connection>, frame: Frame, excluded: string[]): void {
  if (excluded.length === 0) {
    for (const connection of connections) connection.send(frame);
    return;
  }
  const skip = new Set(excluded);
  for (const connection of connections) {
    if (!skip.has(connection.connectionId)) connection.send(frame);
  }
}

function closeAll(connections: Iterable<Connection>, message: CloseMessage): void {
  // A copy: closing takes each connection out of the group being walked.
  for (const connection of [...connections]) connection.close({ message });
}
