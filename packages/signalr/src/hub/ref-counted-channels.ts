import { type Connection } from '../connection/connection.ts';

interface Entry {
  members: Set<Connection>;
  isSubscribed: boolean;
  /** The last subscription change in flight: changes run one after another, per name. */
  pending: Promise<void>;
}

const NONE: ReadonlySet<Connection> = new Set();

/**
 * Local members of groups (or users), each with a backplane subscription while it has a member:
 * subscribe on 0 -> 1, unsubscribe on 1 -> 0. Changes to one name are serialized, so a leave and a
 * join racing each other can never end unsubscribed with a member, or subscribed twice (Redis
 * clients add a second listener for a second SUBSCRIBE, which would deliver everything twice).
 */
export class RefCountedChannels {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly channelOf: (name: string) => string,
    private readonly subscribe: (channel: string) => Promise<void>,
    private readonly unsubscribe: (channel: string) => Promise<void>,
  ) {}

  members(name: string): ReadonlySet<Connection> {
    return this.entries.get(name)?.members ?? NONE;
  }

  /** Resolves once the name's channel is subscribed. */
  add(name: string, connection: Connection): Promise<void> {
    let entry = this.entries.get(name);
    if (!entry) {
      entry = { members: new Set(), isSubscribed: false, pending: Promise.resolve() };
      this.entries.set(name, entry);
    }
    entry.members.add(connection);
    return this.sync(name, entry);
  }

  remove(name: string, connection: Connection): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry?.members.delete(connection)) return Promise.resolve();
    return this.sync(name, entry);
  }

  private sync(name: string, entry: Entry): Promise<void> {
    const change = entry.pending
      .catch(() => {})
      .then(async () => {
        const isWanted = entry.members.size > 0;
        if (isWanted && !entry.isSubscribed) {
          await this.subscribe(this.channelOf(name));
          entry.isSubscribed = true;
        } else if (!isWanted && entry.isSubscribed) {
          await this.unsubscribe(this.channelOf(name));
          entry.isSubscribed = false;
        }
        if (entry.members.size === 0 && !entry.isSubscribed && this.entries.get(name) === entry) {
          this.entries.delete(name);
        }
      });
    entry.pending = change;
    return change;
  }
}
