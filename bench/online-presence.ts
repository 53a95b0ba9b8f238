/**
 * Players-online benchmark (`npm run bench:presence [-- sessions]`, default 20,000 sessions per
 * instance): four instances' presence entries in Redis (apps/server/src/hub/presence/), each
 * published every refresh, and the dashboard's site-wide count. Prints the median publish and
 * count times beside an anchor measured in the same run: one pipelined SADD of the same session
 * ids into a fresh set (the least any store of the ids costs). Needs Redis (TEST_REDIS_URL,
 * default redis://127.0.0.1:6379); its keys have a prefix of their own and are removed after.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { connectRedisPresence } from '../apps/server/src/hub/presence/redis-presence-store.ts';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sessionsPerInstance = Number(process.argv[2] ?? 20_000);
const instanceCount = 4;
const rounds = 10;
const ttlMs = 15_000;
const prefix = `bench-presence-${randomBytes(4).toString('hex')}:`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

// Players have two sessions apiece on average, spread over the instances.
const entriesOf = (instance: number) =>
  Array.from({ length: sessionsPerInstance }, (_, i) => {
    const session = instance * sessionsPerInstance + i;
    return { sessionId: `s${session}`, userId: String(session >> 1) };
  });

const store = await connectRedisPresence({ url, keyPrefix: prefix });
const raw = createClient({ url });
await raw.connect();
const entries = Array.from({ length: instanceCount }, (_, i) => entriesOf(i));

const publishMs: number[] = [];
const countMs: number[] = [];
const anchorMs: number[] = [];
let counted = { sessions: 0, players: 0, instances: 0 };
for (let round = 0; round < rounds; round += 1) {
  for (let i = 0; i < instanceCount; i += 1) {
    const instanceEntries = entries[i] ?? [];
    publishMs.push(await timed(() => store.publish(`i${i}`, instanceEntries, ttlMs)));
  }
  countMs.push(
    await timed(async () => {
      counted = await store.count();
    }),
  );
  const ids = (entries[0] ?? []).map((entry) => entry.sessionId);
  anchorMs.push(
    await timed(async () => {
      const multi = raw.multi().del(`${prefix}anchor`);
      for (let i = 0; i < ids.length; i += 1_000)
        multi.sAdd(`${prefix}anchor`, ids.slice(i, i + 1_000));
      await multi.exec();
    }),
  );
}

const expected = instanceCount * sessionsPerInstance;
console.log(
  `${instanceCount} instances × ${sessionsPerInstance} sessions: counted ${counted.sessions} ` +
    `sessions (${expected} expected), ${counted.players} players, ${counted.instances} instances`,
);
console.log(
  `publish one instance (median of ${publishMs.length}): ${median(publishMs).toFixed(1)} ms`,
);
console.log(`count the site (median of ${countMs.length}): ${median(countMs).toFixed(1)} ms`);
console.log(`anchor, SADD of one instance's ids: ${median(anchorMs).toFixed(1)} ms`);
console.log(
  `ratio publish/anchor: ${(median(publishMs) / median(anchorMs)).toFixed(2)}, ` +
    `count/anchor: ${(median(countMs) / median(anchorMs)).toFixed(2)}`,
);

for (let i = 0; i < instanceCount; i += 1) await store.withdraw(`i${i}`);
await raw.del(`${prefix}anchor`);
await raw.close();
await store.close();
