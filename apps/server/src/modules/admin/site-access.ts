import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';

interface TSiteRules {
  blocked: BlockList;
  maintenance: { startsAt: number; endsAt: number }[];
  loadedAt: number;
}

/**
 * Every request passes this check, so its rules are cached for `ttlMs`: another instance's
 * change is seen within that time, this instance's own at once (invalidate()).
 */
export interface TSiteAccess {
  check(ip: string): Promise<TResult<void>>;
  invalidate(): void;
}

const ttlMs = 2000;

export function createSiteAccess(db: TDatabase, clock: TClock): TSiteAccess {
  let cached: Promise<TSiteRules> | undefined;

  async function load(): Promise<TSiteRules> {
    const nowMs = clock.now();
    const [networks, windows] = await Promise.all([
      db.query<{ network: string }>(`SELECT network::text AS network FROM ip_restrictions`),
      db.query<{ starts_at: Date; ends_at: Date }>(
        `SELECT starts_at, ends_at FROM maintenance_windows WHERE ends_at > $1 ORDER BY starts_at`,
        [new Date(nowMs)],
      ),
    ]);
    const blocked = new BlockList();
    for (const { network } of networks) {
      const [address = '', prefix = ''] = network.split('/');
      blocked.addSubnet(address, Number(prefix), isIPv6(address) ? 'ipv6' : 'ipv4');
    }
    return {
      blocked,
      maintenance: windows.map((w) => ({
        startsAt: w.starts_at.getTime(),
        endsAt: w.ends_at.getTime(),
      })),
      loadedAt: nowMs,
    };
  }

  async function rules(): Promise<TSiteRules> {
    const current = cached ? await cached : undefined;
    if (current && clock.now() - current.loadedAt < ttlMs) return current;
    cached = load();
    cached.catch(() => (cached = undefined));
    return cached;
  }

  return {
    async check(ip) {
      const { blocked, maintenance } = await rules();
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
      const address = mapped ?? ip;
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (blocked.check(address, family)) return fail('IpRestricted', { ip: address });
      const nowMs = clock.now();
      const window = maintenance.find((w) => w.startsAt <= nowMs && nowMs < w.endsAt);
      if (window) {
        const endTime = new Date(window.endsAt).toISOString();
        return fail('Maintenance', { endTime }, { OfflineEndTime: endTime });
      }
      return succeed(undefined);
    },
    invalidate() {
      cached = undefined;
    },
  };
}
