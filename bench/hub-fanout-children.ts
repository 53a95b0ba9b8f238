/**
 * The child processes of the hub fan-out benchmark (bench/hub-fanout.ts), one role each, driven
 * over IPC by the parent:
 * - `hub`: our `Hub` on a bare `http.Server` (127.0.0.1, random port) at `/Hub`, with a `Join`
 *   method that puts the caller in the group `game:1`; a broadcast is one
 *   `hub.clients.group('game:1').send('ReceiveWinningNumber', ...)`.
 * - `bare`: a `ws` WebSocketServer on the same kind of server that writes the same framed bytes to
 *   every socket in a loop: the floor any WebSocket broadcast in Node stands on.
 * - `clients`: raw `ws` clients of one server (skipNegotiation WebSocket, handshake, `Join`), which
 *   time each broadcast's arrival.
 * The servers run alone in their process so that their memory per connection is theirs alone.
 * Times are `process.hrtime.bigint()`: CLOCK_MONOTONIC, one clock for every process on Linux.
 */
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer, type RawData } from 'ws';

const RS = '\x1e';
export const GROUP = 'game:1';
export const EVENT = 'ReceiveWinningNumber';
/** What a draw announces, shaped as the product's event. */
export const winningNumber = {
  GameId: 1,
  Issue: '20250101-0421',
  WinningNumber: '3,7,1,9,4',
  OpenTime: '2025-01-01T12:34:00+08:00',
};
/** The record the hub writes for the broadcast, and the bytes the bare server writes. */
export const broadcastRecord =
  JSON.stringify({ type: 1, target: EVENT, arguments: [winningNumber] }) + RS;
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const JOIN = JSON.stringify({ type: 1, invocationId: '1', target: 'Join', arguments: [1] }) + RS;
/** The bare server's answers to the handshake and to `Join`, so that clients run one script. */
const BARE_HANDSHAKE_REPLY = `{}${RS}`;
const BARE_JOIN_REPLY = `{"type":3,"invocationId":"1","result":true}${RS}`;
const PING = `{"type":6}${RS}`;

export type ServerRole = 'hub' | 'bare';
export type Role = ServerRole | 'clients';

export interface MemorySample {
  heapUsed: number;
  external: number;
  rss: number;
}

export type ServerCommand = { type: 'memory' } | { type: 'broadcast' };
export type ServerReply =
  | { type: 'ready'; port: number }
  | ({ type: 'memory' } & MemorySample)
  | {
      type: 'broadcast';
      /** Just before the send call. */
      startNs: bigint;
      /** The send call returned: every socket has its write queued or done. */
      sentNs: bigint;
    };

export type ClientsCommand =
  { type: 'connect'; url: string; count: number; concurrency: number } | { type: 'arm' };
export type ClientsReply =
  | { type: 'connected'; connected: number; failed: number; firstError: string | null; ms: number }
  | { type: 'armed' }
  | {
      type: 'arrived';
      firstNs: bigint;
      lastNs: bigint;
      /** Messages other than the broadcast's bytes (pings excepted); should be 0. */
      unexpected: number;
      /** A second copy to one socket in the same round; should be 0. */
      duplicates: number;
    };

function reply<T>(message: T): void {
  process.send!(message);
}

async function memory(): Promise<MemorySample> {
  // Several passes: weak references and finalizers free more on the next one.
  for (let pass = 0; pass < 4; pass++) {
    globalThis.gc!();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heapUsed, external, rss };
}

async function serve(role: ServerRole): Promise<void> {
  const server = createServer();
  let broadcast: () => unknown;
  if (role === 'hub') {
    const { Hub, attachToNodeServer } = await import('@lottery/signalr');
    let users = 0;
    // Every connection authenticated as its own user, as in the product (one user group each).
    const hub = new Hub({ authenticate: () => ({ userId: `u${++users}` }) });
    hub.on('Join', async (context, gameId: unknown) => {
      await context.groups.add(context.connectionId, `game:${Number(gameId)}`);
      return true;
    });
    attachToNodeServer(server, hub, { path: '/Hub' });
    broadcast = () => hub.clients.group(GROUP).send(EVENT, winningNumber);
  } else {
    const sockets = new Set<WebSocket>();
    const bytes = Buffer.from(broadcastRecord, 'utf8');
    const webSockets = new WebSocketServer({
      server,
      path: '/Hub',
      perMessageDeflate: false,
      clientTracking: false,
    });
    webSockets.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
      socket.on('message', (data: RawData) => {
        const isHandshake = data.toString().includes('"protocol"');
        socket.send(isHandshake ? BARE_HANDSHAKE_REPLY : BARE_JOIN_REPLY);
      });
    });
    broadcast = () => {
      for (const socket of sockets) socket.send(bytes, { binary: false });
    };
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('message', (command: ServerCommand) => {
    if (command.type === 'memory') {
      void memory().then((sample) => reply<ServerReply>({ type: 'memory', ...sample }));
    } else if (command.type === 'broadcast') {
      const startNs = process.hrtime.bigint();
      void broadcast();
      const sentNs = process.hrtime.bigint();
      reply<ServerReply>({ type: 'broadcast', startNs, sentNs });
    }
  });
  reply<ServerReply>({ type: 'ready', port: (server.address() as AddressInfo).port });
}

function clients(): void {
  const expected = Buffer.from(broadcastRecord, 'utf8');
  const ping = Buffer.from(PING, 'utf8');
  let sockets = 0;
  let round = 0;
  let isArmed = false;
  let received = 0;
  let firstNs = 0n;
  let unexpected = 0;
  let duplicates = 0;

  /** Opens one client and resolves once its `Join` completed. */
  function open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      let isJoined = false;
      let seenRound = 0;
      const timer = setTimeout(() => fail(new Error('no Join completion within 20 s')), 20_000);
      function fail(error: Error) {
        clearTimeout(timer);
        socket.terminate();
        reject(error);
      }
      socket.on('error', (error) => {
        if (!isJoined) fail(error);
      });
      socket.on('close', (code) => {
        if (isJoined) throw new Error(`a joined client was closed (${code})`);
        fail(new Error(`closed during setup (${code})`));
      });
      socket.on('open', () => socket.send(HANDSHAKE));
      socket.on('message', (data: RawData) => {
        if (!isJoined) {
          const text = data.toString();
          if (text === BARE_HANDSHAKE_REPLY) socket.send(JOIN);
          else if (text.includes('"type":3') && !text.includes('"error"')) {
            isJoined = true;
            clearTimeout(timer);
            resolve();
          } else if (text !== PING) fail(new Error(`unexpected during setup: ${text}`));
          return;
        }
        const now = process.hrtime.bigint();
        const bytes = data as Buffer;
        if (!bytes.equals(expected)) {
          if (!bytes.equals(ping)) unexpected++;
          return;
        }
        if (!isArmed) return void unexpected++;
        if (seenRound === round) return void duplicates++;
        seenRound = round;
        if (received++ === 0) firstNs = now;
        if (received === sockets) {
          isArmed = false;
          reply<ClientsReply>({ type: 'arrived', firstNs, lastNs: now, unexpected, duplicates });
        }
      });
    });
  }

  async function connect(url: string, count: number, concurrency: number): Promise<void> {
    const started = performance.now();
    let next = 0;
    let failed = 0;
    let firstError: string | null = null;
    const worker = async () => {
      while (next < count) {
        next++;
        try {
          await open(url);
          sockets++;
        } catch (error) {
          failed++;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
    const ms = performance.now() - started;
    reply<ClientsReply>({ type: 'connected', connected: sockets, failed, firstError, ms });
  }

  process.on('message', (command: ClientsCommand) => {
    if (command.type === 'connect') {
      void connect(command.url, command.count, command.concurrency);
    } else if (command.type === 'arm') {
      round++;
      received = 0;
      unexpected = 0;
      duplicates = 0;
      isArmed = true;
      reply<ClientsReply>({ type: 'armed' });
    }
  });
}

const role = process.argv[2];
if (process.send && (role === 'hub' || role === 'bare' || role === 'clients')) {
  // The parent is gone (ended, killed): so are we.
  process.on('disconnect', () => process.exit(0));
  if (role === 'clients') clients();
  else await serve(role);
}
