import { createClient } from 'redis';
import type { Logger } from '@lottery/signalr';
import type { TOnlineChange, TRoomPresenceStore } from './room-presence-store.ts';

export interface TRedisRoomPresenceOptions {
  /** REDIS_URL, the Redis of the hub backplane. */
  url: string;
  /** Prepended to every key, so that deployments (or test runs) sharing a Redis stay apart. */
  keyPrefix: string;
  logger?: Logger;
}

/**
 * Leaving, in Lua, shared by the scripts below: drops one connection's entry (`user|r1,r2`) and
 * appends to `out` (user, room, count) for each room where it was the user's last connection.
 */
const leaveEntry = `
local function leave_entry(p, entry, out)
  local sep = string.find(entry, '|', 1, true)
  local user = string.sub(entry, 1, sep - 1)
  for room in string.gmatch(string.sub(entry, sep + 1), '[^,]+') do
    local key = p .. 'room:' .. room
    if redis.call('HINCRBY', key, user, -1) <= 0 then
      redis.call('HDEL', key, user)
      table.insert(out, tonumber(user))
      table.insert(out, tonumber(room))
      table.insert(out, redis.call('HLEN', key))
    end
  end
end
`;

/** ARGV: prefix, instance, connection, user, new rooms, all rooms (comma-separated). */
const enterScript = `
local p, conn, user = ARGV[1], ARGV[3], ARGV[4]
redis.call('HSET', p .. 'conn:' .. ARGV[2], conn, user .. '|' .. ARGV[6])
local out = {}
for room in string.gmatch(ARGV[5], '[^,]+') do
  local key = p .. 'room:' .. room
  if redis.call('HINCRBY', key, user, 1) == 1 then
    table.insert(out, tonumber(user))
    table.insert(out, tonumber(room))
    table.insert(out, redis.call('HLEN', key))
  end
end
return out
`;

/** ARGV: prefix, instance, connection. */
const leaveScript = `${leaveEntry}
local p = ARGV[1]
local conns = p .. 'conn:' .. ARGV[2]
local entry = redis.call('HGET', conns, ARGV[3])
local out = {}
if entry then
  redis.call('HDEL', conns, ARGV[3])
  leave_entry(p, entry, out)
end
return out
`;

/**
 * ARGV: prefix, instance, connection, user, rooms left, rooms kept (comma-separated). A connection
 * not listed (cleared meanwhile) changes nothing.
 */
const leaveRoomsScript = `
local p, conn, user = ARGV[1], ARGV[3], ARGV[4]
local conns = p .. 'conn:' .. ARGV[2]
local out = {}
if redis.call('HEXISTS', conns, conn) == 0 then return out end
redis.call('HSET', conns, conn, user .. '|' .. ARGV[6])
for room in string.gmatch(ARGV[5], '[^,]+') do
  local key = p .. 'room:' .. room
  if redis.call('HINCRBY', key, user, -1) <= 0 then
    redis.call('HDEL', key, user)
    table.insert(out, tonumber(user))
    table.insert(out, tonumber(room))
    table.insert(out, redis.call('HLEN', key))
  end
end
return out
`;

/**
 * ARGV: prefix, instance, ttl ms. Marks the instance alive, then clears every listed instance
 * whose mark expired: its connections leave their rooms as if each had disconnected.
 */
const refreshScript = `${leaveEntry}
local p, me = ARGV[1], ARGV[2]
redis.call('SET', p .. 'alive:' .. me, '1', 'PX', ARGV[3])
redis.call('SADD', p .. 'instances', me)
local out = {}
for _, instance in ipairs(redis.call('SMEMBERS', p .. 'instances')) do
  if redis.call('EXISTS', p .. 'alive:' .. instance) == 0 then
    local conns = p .. 'conn:' .. instance
    local entries = redis.call('HVALS', conns)
    for _, entry in ipairs(entries) do leave_entry(p, entry, out) end
    redis.call('DEL', conns)
    redis.call('SREM', p .. 'instances', instance)
  end
end
return out
`;

/** (user, room, count) triples as the scripts answer them. */
function changesOf(reply: unknown, isOnline: boolean): TOnlineChange[] {
  const flat = (reply as number[]).map(Number);
  const changes: TOnlineChange[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3)
    changes.push({
      UserId: flat[i]!,
      RoomId: flat[i + 1]!,
      IsOnline: isOnline,
      OnlineCount: flat[i + 2]!,
    });
  return changes;
}

/**
 * Room presence in Redis: per room a hash of user → connections in it (its length is the room's
 * online count, O(1) to read); per instance a hash of its connections (`user|rooms`), so that
 * another instance can clear them if it dies, and an alive key expiring `ttlMs` after its last
 * refresh. Each change is one Lua script, so the "first connection" / "last connection" test and
 * the count it answers are atomic across instances. Every key carries the `{chat-presence}` hash
 * tag, so on a Redis Cluster they share the slot the scripts need. Clearing a dead instance runs
 * in one script, proportional to its connections; it happens once per crash.
 */
export async function connectRedisRoomPresence(
  options: TRedisRoomPresenceOptions,
): Promise<TRoomPresenceStore> {
  const client = createClient({ url: options.url });
  // Without a listener an 'error' event would throw and take the process down.
  client.on('error', (error: unknown) => {
    options.logger?.warn({ err: error }, 'chat presence: redis error');
  });
  await client.connect();
  const prefix = `${options.keyPrefix}{chat-presence}:`;
  const run = (script: string, args: readonly (string | number)[]) =>
    client.eval(script, { arguments: [prefix, ...args.map(String)] });

  return {
    async enter(instanceId, connection) {
      const reply = await run(enterScript, [
        instanceId,
        connection.connectionId,
        connection.userId,
        connection.newRoomIds.join(','),
        connection.allRoomIds.join(','),
      ]);
      return changesOf(reply, true);
    },
    async leave(instanceId, connectionId) {
      return changesOf(await run(leaveScript, [instanceId, connectionId]), false);
    },
    async leaveRooms(instanceId, connection) {
      const reply = await run(leaveRoomsScript, [
        instanceId,
        connection.connectionId,
        connection.userId,
        connection.roomIds.join(','),
        connection.allRoomIds.join(','),
      ]);
      return changesOf(reply, false);
    },
    async onlineCounts(roomIds) {
      if (roomIds.length === 0) return [];
      const multi = client.multi();
      for (const roomId of roomIds) multi.hLen(`${prefix}room:${roomId}`);
      return (await multi.exec()).map(Number);
    },
    async onlineAmong(roomId, userIds) {
      if (userIds.length === 0) return [];
      // The room's hash holds a field per user online in it: one HMGET for the page's members.
      const counts = await client.hmGet(`${prefix}room:${roomId}`, userIds.map(String));
      return userIds.filter((_, index) => counts[index] != null);
    },
    async refresh(instanceId, ttlMs) {
      return changesOf(await run(refreshScript, [instanceId, ttlMs]), false);
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}
