/**
 * Hub fan-out benchmark (`npm run bench:hub [-- clients]`, default 10,000 clients): N WebSocket
 * clients in one game group, one `ReceiveWinningNumber` broadcast, and the time until the last
 * client has it, beside a bare `ws` server writing the same bytes to the same number of clients in
 * the same run; plus each server's memory per connection. Prints the figures, the ratio hub/bare
 * and the goals (at most 1.5 times the bare broadcast, at most 30 KB per connection);
 * a missed goal is printed, not an exit code.
 *
 * Processes (bench/hub-fanout-children.ts): one per server, so that its memory is its own, one per
 * client set, and this one, which only drives them. Everything listens on 127.0.0.1.
 */
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  broadcastRecord,
  type ClientsCommand,
  type ClientsReply,
  type MemorySample,
  type Role,
  type ServerCommand,
  type ServerReply,
  type ServerRole,
} from './hub-fanout-children.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const childModule = fileURLToPath(new URL('./hub-fanout-children.ts', import.meta.url));

const args = process.argv.slice(2);
const clientCount = Number(args.find((arg) => !arg.startsWith('--')) ?? 10_000);
const ROUNDS = 10;
const WARM_UP_ROUNDS = 2;
/** Sockets being opened at once by a client process. */
const CONNECT_CONCURRENCY = 200;
/** Quiet time before each broadcast, so the previous round's stragglers (acks, GC) are done. */
const SETTLE_MS = 150;
const ROUND_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 120_000;
/** The whole run, connects included. */
const RUN_TIMEOUT_MS = 5 * 60_000;
/** The goals. 1 KB = 1000 bytes. */
const maxRatio = 1.5;
const maxBytesPerConnection = 30_000;
/** Open files a process needs beyond its sockets (modules, pipes, epoll, stdio). */
const FD_MARGIN = 256;
/** `--cpu-prof`: profile both servers, into hub/ and bare/ here (one .cpuprofile per thread). */
const profileDir = args.includes('--cpu-prof') ? join(tmpdir(), 'hub-fanout-cpu-prof') : null;

/** Every child still running, with its role. */
const children = new Map<ChildProcess, Role>();

function openFileLimits(): { soft: number; hard: number } {
  const [soft = '', hard = ''] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  const value = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: value(soft), hard: value(hard) };
}

/** Starts a role of hub-fanout-children.ts, with the open-file limit raised when it must be. */
function start(role: Role, openFiles: number | null): ChildProcess {
  const node = [
    process.execPath,
    '--expose-gc',
    ...(profileDir !== null && role !== 'clients'
      ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, role)]
      : []),
    '--import',
    'tsx',
    childModule,
    role,
  ];
  // 'advanced': the times are bigints.
  const options: SpawnOptions = {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  };
  const child =
    openFiles === null
      ? spawn(node[0]!, node.slice(1), options)
      : spawn('sh', ['-c', `ulimit -n ${openFiles} && exec "$@"`, 'sh', ...node], options);
  children.set(child, role);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Sends `command` (if any) and waits for the child's next message of type `type`. */
function ask<R extends { type: string }, T extends R['type']>(
  child: ChildProcess,
  command: object | null,
  type: T,
  timeoutMs: number,
): Promise<Extract<R, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`no '${type}' from the child within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: R) => {
      if (message.type !== type) return;
      cleanUp();
      resolve(message as Extract<R, { type: T }>);
    };
    const onExit = (code: number | null, signal: string | null) => {
      cleanUp();
      reject(new Error(`a child exited (${signal ?? code}) while we waited for '${type}'`));
    };
    const cleanUp = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    if (command) child.send(command);
  });
}

const askServer = <T extends ServerReply['type']>(
  child: ChildProcess,
  command: ServerCommand | null,
  type: T,
  timeoutMs = 30_000,
) => ask<ServerReply, T>(child, command, type, timeoutMs);
const askClients = <T extends ClientsReply['type']>(
  child: ChildProcess,
  command: ClientsCommand | null,
  type: T,
  timeoutMs = 30_000,
) => ask<ClientsReply, T>(child, command, type, timeoutMs);

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (ns: bigint) => Number(ns) / 1e6;
const fmtMs = (value: number) => `${value.toFixed(1)} ms`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const int = (value: number) => value.toLocaleString('en-US');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 0
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/** Nearest rank. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Side {
  role: ServerRole;
  label: string;
  server: ChildProcess;
  clients: ChildProcess;
  port: number;
  empty: MemorySample;
  full?: MemorySample;
  /** Last arrival minus the start of the send call, per measured round. */
  lastMs: number[];
  firstMs: number[];
  /** The send call itself (the server's synchronous loop over the sockets). */
  sendMs: number[];
}

async function round(side: Side, isMeasured: boolean): Promise<void> {
  await askClients(side.clients, { type: 'arm' }, 'armed');
  await delay(SETTLE_MS);
  const arrived = askClients(side.clients, null, 'arrived', ROUND_TIMEOUT_MS);
  const sent = await askServer(side.server, { type: 'broadcast' }, 'broadcast');
  const got = await arrived;
  if (got.unexpected > 0 || got.duplicates > 0) {
    throw new Error(
      `${side.label}: ${got.unexpected} unexpected messages, ${got.duplicates} duplicates`,
    );
  }
  if (!isMeasured) return;
  side.lastMs.push(ms(got.lastNs - sent.startNs));
  side.firstMs.push(ms(got.firstNs - sent.startNs));
  side.sendMs.push(ms(sent.sentNs - sent.startNs));
}

async function main(): Promise<void> {
  if (!Number.isInteger(clientCount) || clientCount < 1) {
    throw new Error(`usage: tsx bench/hub-fanout.ts [clients] [--cpu-prof] (got ${clientCount})`);
  }
  // Node raises its own soft limit to the hard one at startup; children start from the hard one.
  const needed = clientCount + FD_MARGIN;
  const limits = openFileLimits();
  let openFiles: number | null = null;
  if (limits.soft < needed) {
    try {
      execFileSync('sh', ['-c', `ulimit -n ${needed}`], { stdio: 'ignore' });
    } catch {
      throw new Error(
        `each process needs ${int(needed)} open files for ${int(clientCount)} sockets, and the ` +
          `limit is ${limits.soft} (hard ${limits.hard}), which this user cannot raise ` +
          `(CAP_SYS_RESOURCE). Raise it (ulimit -Hn) or run fewer clients: ` +
          `npm run bench:hub -- ${Math.max(1, limits.hard - FD_MARGIN)}`,
      );
    }
    openFiles = needed;
    console.log(
      `open-file limit ${limits.soft} (hard ${limits.hard}) is below the ${int(needed)} each ` +
        `process needs for ${int(clientCount)} sockets: raised to ${int(needed)} for the child ` +
        `processes (ulimit -n).`,
    );
  }

  const sides: Side[] = [];
  for (const [role, label] of [
    ['hub', '@lottery/signalr Hub'],
    ['bare', 'bare ws broadcast'],
  ] as const) {
    const server = start(role, openFiles);
    const { port } = await askServer(server, null, 'ready');
    const empty = await askServer(server, { type: 'memory' }, 'memory');
    const clients = start('clients', openFiles);
    sides.push({ role, label, server, clients, port, empty, lastMs: [], firstMs: [], sendMs: [] });
  }

  console.log(
    `hub fan-out: N = ${int(clientCount)} WebSocket clients in one group, one ` +
      `ReceiveWinningNumber broadcast (${Buffer.byteLength(broadcastRecord)} bytes framed) per ` +
      `round; ${ROUNDS} measured rounds per server after ${WARM_UP_ROUNDS} warm-up rounds, hub ` +
      `and bare alternating; Node ${process.version}, ${cpus().length} cores, open-file limit ` +
      `${openFiles ?? limits.soft} per process`,
  );
  const connectTimes: string[] = [];
  for (const side of sides) {
    const url = `ws://127.0.0.1:${side.port}/Hub`;
    const command = {
      type: 'connect',
      url,
      count: clientCount,
      concurrency: CONNECT_CONCURRENCY,
    } as const;
    const result = await askClients(side.clients, command, 'connected', CONNECT_TIMEOUT_MS);
    if (result.failed > 0) {
      throw new Error(
        `${side.label}: ${result.failed} of ${clientCount} clients failed to connect and join ` +
          `(first: ${result.firstError}); try fewer clients`,
      );
    }
    connectTimes.push(`${side.role} ${(result.ms / 1000).toFixed(1)} s`);
    side.full = await askServer(side.server, { type: 'memory' }, 'memory');
  }
  console.log(
    `clients: raw ws, skipNegotiation WebSocket to /Hub, handshake, Join (hub: into group ` +
      `'game:1'); connected and joined in ${connectTimes.join(', ')}`,
  );

  for (let index = 0; index < WARM_UP_ROUNDS + ROUNDS; index++) {
    const isMeasured = index >= WARM_UP_ROUNDS;
    // Alternate which server goes first, so neither always follows the other's broadcast.
    const order = index % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await round(side, isMeasured);
  }

  const [hub, bare] = sides as [Side, Side];
  console.log(
    `\nmethod: each server and each client set in its own process (all on these ` +
      `${cpus().length} cores); time from just before the server's send call to the last ` +
      `client's 'message' event, both on process.hrtime (CLOCK_MONOTONIC, one clock for all ` +
      `processes on Linux), so no IPC hop is counted; every client checks that it got the ` +
      `exact bytes, once. The bare server writes one pre-encoded Buffer to each socket in a loop.`,
  );
  console.log(
    `\n${'server'.padEnd(22)} ${'median'.padStart(10)} ${'p90'.padStart(10)} ` +
      `${'min'.padStart(10)} ${'max'.padStart(10)}   ${'first client'.padStart(12)} ` +
      `${'send call'.padStart(10)}`,
  );
  for (const side of sides) {
    console.log(
      `${side.label.padEnd(22)} ${fmtMs(median(side.lastMs)).padStart(10)} ` +
        `${fmtMs(percentile(side.lastMs, 90)).padStart(10)} ` +
        `${fmtMs(Math.min(...side.lastMs)).padStart(10)} ` +
        `${fmtMs(Math.max(...side.lastMs)).padStart(10)}   ` +
        `${fmtMs(median(side.firstMs)).padStart(12)} ${fmtMs(median(side.sendMs)).padStart(10)}`,
    );
  }
  console.log('(first client and send call: medians)');
  const ratio = median(hub.lastMs) / median(bare.lastMs);
  console.log(
    `\nratio hub/bare (medians, last client): ${ratio.toFixed(2)}  goal <= ${maxRatio}: ` +
      `${ratio <= maxRatio ? 'met' : 'MISSED'}`,
  );

  console.log(
    `\nserver memory per connection: (at N joined clients - listening with none) / N, each ` +
      `after GC (--expose-gc); 1 KB = 1000 bytes`,
  );
  console.log(
    `${'server'.padEnd(22)} ${'heapUsed+external'.padStart(18)} ${'rss'.padStart(10)}  ` +
      `${'heap+ext at N'.padStart(14)} ${'rss at N'.padStart(10)}`,
  );
  const perConnection = (side: Side) => {
    const full = side.full!;
    const js = (sample: MemorySample) => sample.heapUsed + sample.external;
    return {
      js: (js(full) - js(side.empty)) / clientCount,
      rss: (full.rss - side.empty.rss) / clientCount,
      jsTotal: js(full),
      rssTotal: full.rss,
    };
  };
  for (const side of sides) {
    const memory = perConnection(side);
    const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(
      `${side.label.padEnd(22)} ${kB(memory.js).padStart(18)} ${kB(memory.rss).padStart(10)}  ` +
        `${MB(memory.jsTotal).padStart(14)} ${MB(memory.rssTotal).padStart(10)}`,
    );
  }
  const hubMemory = perConnection(hub);
  const worst = Math.max(hubMemory.js, hubMemory.rss);
  console.log(
    `hub per connection (the larger of heap+external and rss): ${kB(worst)}  goal <= ` +
      `${kB(maxBytesPerConnection)}: ${worst <= maxBytesPerConnection ? 'met' : 'MISSED'}`,
  );
}

function killChildren(): void {
  for (const child of children.keys()) child.kill('SIGKILL');
}

/**
 * Clients first (they would take their server's end for an error), then the servers by closing
 * their IPC channel, so that they exit on their own and `--cpu-prof` can write its profile.
 */
async function stopChildren(): Promise<void> {
  for (const [child, role] of children) if (role === 'clients') child.kill('SIGKILL');
  const servers = [...children.keys()].filter((child) => children.get(child) !== 'clients');
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.disconnect();
        }),
    ),
  );
}

process.on('exit', killChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killChildren();
    process.exit(130);
  });
}
const deadline = setTimeout(() => {
  console.error(`hub fan-out: still running after ${RUN_TIMEOUT_MS / 60_000} min, giving up`);
  killChildren();
  process.exit(1);
}, RUN_TIMEOUT_MS);
deadline.unref();

try {
  await main();
} catch (error) {
  console.error(`hub fan-out failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopChildren();
  if (profileDir !== null) console.log(`\nCPU profiles of the servers: ${profileDir}`);
}
