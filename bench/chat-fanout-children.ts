/**
 * The child processes of the chat fan-out benchmark (bench/chat-fanout.ts), driven over IPC:
 * - `server`: a `Hub` at `/Hub` on a bare `http.Server` (127.0.0.1, random port) with the
 *   product's chat methods (registerChatMethods) over the bench's PostgreSQL database; a
 *   connection's access token is its account id. `broadcast` is the bare group send of a
 *   message's payload to the room's group, with no database and no method around it.
 * - `clients`: raw `ws` clients (skipNegotiation WebSocket, handshake, SyncWhenReconnected, which
 *   puts each in its rooms' groups), which time each ReceiveMessage's arrival and can send an
 *   AddMessage from one of them.
 * Times are `process.hrtime.bigint()`: CLOCK_MONOTONIC, one clock for every process on Linux.
 */
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { WebSocket, type RawData } from 'ws';

const RS = '\x1e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const SYNC =
  JSON.stringify({
    type: 1,
    invocationId: 'sync',
    target: 'SyncWhenReconnected',
    arguments: [{ Rooms: [] }],
  }) + RS;
const RECEIVE = '"target":"ReceiveMessage"';

export type Role = 'server' | 'clients';

export type ServerCommand = { type: 'broadcast'; roomId: number; payload: unknown };
export type ServerReply = { type: 'ready'; port: number } | { type: 'broadcast'; startNs: bigint };

export type ClientsCommand =
  | { type: 'connect'; url: string; userIds: number[]; concurrency: number }
  | { type: 'arm' }
  | { type: 'post'; from: number; roomId: number; body: string };
export type ClientsReply =
  | { type: 'connected'; failed: number; firstError: string | null; ms: number }
  | { type: 'armed' }
  | { type: 'posted'; startNs: bigint }
  | {
      type: 'arrived';
      lastNs: bigint;
      /** The message as received (the parent broadcasts the same payload). */
      payload: unknown;
      duplicates: number;
      errors: string[];
    };

const reply = <T>(message: T) => process.send!(message);

async function serve(databaseUrl: string): Promise<void> {
  const { Hub, attachToNodeServer } = await import('@lottery/signalr');
  const { openPostgres } = await import('../apps/server/src/db/database.ts');
  const { registerChatMethods } = await import('../apps/server/src/modules/chat/chat-hub.ts');
  const { hubGroups } = await import('../apps/server/src/hub/hub-groups.ts');
  const { localRoomPresenceStore } =
    await import('../apps/server/src/modules/chat/room-presence-store.ts');
  const { trackRoomPresence } = await import('../apps/server/src/modules/chat/room-presence.ts');
  const db = openPostgres(databaseUrl, 10);
  const server = createServer();
  const hub = new Hub({ authenticate: ({ accessToken }) => ({ userId: accessToken ?? '' }) });
  // Presence is counted as in the product, but ChangeOnlineState is not pushed: 5,000 members
  // connecting at once would each tell the room (n² / 2 events) before the first round.
  const tracker = trackRoomPresence({
    store: localRoomPresenceStore(),
    instanceId: 'bench',
    now: Date.now,
  });
  registerChatMethods(
    hub,
    { db, clock: { now: Date.now } },
    {
      enter: async (connectionId, userId, roomIds) => {
        await tracker.enter(connectionId, userId, roomIds);
      },
      touch: async (connectionId) => {
        await tracker.touch(connectionId);
      },
      joinRoom: async (connectionId, roomId) => {
        await tracker.joinRoom(connectionId, roomId);
      },
      leaveRoom: async (connectionId, roomId) => {
        await tracker.leaveRoom(connectionId, roomId);
      },
      onlineCounts: (roomIds) => tracker.onlineCounts(roomIds),
      onlineAmong: (roomId, userIds) => tracker.onlineAmong(roomId, userIds),
      stop: () => {},
    },
  );
  attachToNodeServer(server, hub, { path: '/Hub' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (command: ServerCommand) => {
    const startNs = process.hrtime.bigint();
    void hub.clients
      .group(hubGroups.chatRoom(command.roomId))
      .send('ReceiveMessage', command.payload);
    reply<ServerReply>({ type: 'broadcast', startNs });
  });
  reply<ServerReply>({ type: 'ready', port: (server.address() as AddressInfo).port });
}

function clients(): void {
  const sockets: WebSocket[] = [];
  let isArmed = false;
  let received = 0;
  let duplicates = 0;
  let errors: string[] = [];
  let round = 0;
  let payload: unknown = null;

  function open(url: string, userId: number): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${url}?access_token=${userId}`, { perMessageDeflate: false });
      let isJoined = false;
      let seenRound = 0;
      const timer = setTimeout(() => fail(new Error('no sync completion within 60 s')), 60_000);
      function fail(error: Error) {
        clearTimeout(timer);
        socket.terminate();
        reject(error);
      }
      socket.on('error', (error) => {
        if (!isJoined) fail(error);
      });
      socket.on('open', () => socket.send(HANDSHAKE));
      socket.on('message', (data: RawData) => {
        const now = process.hrtime.bigint();
        const text = data.toString();
        if (!isJoined) {
          if (text === `{}${RS}`) socket.send(SYNC);
          else if (text.includes('"invocationId":"sync"')) {
            if (text.includes('"error"')) return fail(new Error(text));
            isJoined = true;
            clearTimeout(timer);
            resolve(socket);
          }
          return;
        }
        if (text.includes('"type":3') && text.includes('"error"')) errors.push(text);
        if (!text.includes(RECEIVE) || !isArmed) return;
        if (seenRound === round) return void duplicates++;
        seenRound = round;
        payload ??= (JSON.parse(text.slice(0, -1)) as { arguments: unknown[] }).arguments[0];
        if (++received === sockets.length) {
          isArmed = false;
          reply<ClientsReply>({ type: 'arrived', lastNs: now, payload, duplicates, errors });
        }
      });
    });
  }

  async function connect(url: string, userIds: number[], concurrency: number) {
    const started = performance.now();
    let next = 0;
    let failed = 0;
    let firstError: string | null = null;
    const worker = async () => {
      while (next < userIds.length) {
        const userId = userIds[next++]!;
        try {
          sockets.push(await open(url, userId));
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, userIds.length) }, worker));
    const ms = performance.now() - started;
    reply<ClientsReply>({ type: 'connected', failed, firstError, ms });
  }

  process.on('message', (command: ClientsCommand) => {
    if (command.type === 'connect') void connect(command.url, command.userIds, command.concurrency);
    else if (command.type === 'arm') {
      round++;
      received = 0;
      duplicates = 0;
      errors = [];
      payload = null;
      isArmed = true;
      reply<ClientsReply>({ type: 'armed' });
    } else {
      const invocation = {
        type: 1,
        invocationId: `post${round}`,
        target: 'AddMessage',
        arguments: [{ RoomId: command.roomId, Body: command.body }],
      };
      const startNs = process.hrtime.bigint();
      sockets[command.from]!.send(JSON.stringify(invocation) + RS);
      reply<ClientsReply>({ type: 'posted', startNs });
    }
  });
}

const role = process.argv[2];
if (process.send && (role === 'server' || role === 'clients')) {
  process.on('disconnect', () => process.exit(0));
  if (role === 'clients') clients();
  else await serve(process.argv[3]!);
}
