/**
 * The child processes of the bet placement benchmark (bench/bet-placement.ts), one role each,
 * driven over IPC by the parent:
 * - `server`: the product's app (buildApp) on PostgreSQL, listening on 127.0.0.1 (random port),
 *   as one instance of a deployment runs it; several can run side by side on one database.
 * - `load`: the 50 clients, each sending its next bet when the last is answered, over keep-alive
 *   HTTP/1.1 (node:http, no fetch layer), spread over the servers' ports.
 * Each reports the CPU time it used while measuring, so the parent can say where the cores went.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openPostgres } from '../apps/server/src/db/database.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { processCpuMs } from './cpu-meter.ts';

export type TServerStart = {
  type: 'start';
  databaseUrl: string;
  tokenSecretHex: string;
};
export type TLoadStart = {
  type: 'start';
  clients: readonly { port: number; token: string }[];
  body: string;
  warmUpMs: number;
  measureMs: number;
};
export type TChildReply =
  | { type: 'ready'; port: number }
  | { type: 'cpu'; cpuMs: number }
  | { type: 'done'; latencies: number[]; failures: number; elapsedMs: number; cpuMs: number };

const reply = (message: TChildReply) => process.send?.(message);
// Stop with the parent, whatever happens to it; exit() on SIGINT writes a --cpu-prof profile.
process.on('disconnect', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));

async function runServer(start: TServerStart) {
  const db = openPostgres(start.databaseUrl);
  const app = buildApp({
    db,
    clock: systemClock,
    ids: { uuid: () => randomUUID() },
    tokenSecret: Buffer.from(start.tokenSecretHex, 'hex'),
    tokenTtlSeconds: 3600,
    trustProxy: false,
    logger: false,
    uploadsDir: join(tmpdir(), `bench-uploads-${process.pid}`),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  let since = process.cpuUsage();
  process.on('message', (message: { type: string }) => {
    if (message.type === 'cpuFrom') since = process.cpuUsage();
    if (message.type === 'cpu') reply({ type: 'cpu', cpuMs: processCpuMs(since) });
  });
  reply({ type: 'ready', port: address.port });
}

function placeBet(agent: Agent, port: number, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/Bet/Place',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

async function runLoad(start: TLoadStart) {
  const agent = new Agent({ keepAlive: true, maxSockets: start.clients.length });
  const latencies: number[] = [];
  let failures = 0;
  let recording = false;
  let since = process.cpuUsage();
  const begun = Date.now();
  const stopAt = begun + start.warmUpMs + start.measureMs;
  setTimeout(() => {
    recording = true;
    since = process.cpuUsage();
  }, start.warmUpMs);
  await Promise.all(
    start.clients.map(async ({ port, token }) => {
      while (Date.now() < stopAt) {
        const sent = performance.now();
        const status = await placeBet(agent, port, token, start.body);
        if (!recording) continue;
        if (status === 200) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  reply({
    type: 'done',
    latencies,
    failures,
    elapsedMs: Date.now() - begun - start.warmUpMs,
    cpuMs: processCpuMs(since),
  });
  agent.destroy();
}

const role = process.argv[2];
process.once('message', (start: TServerStart | TLoadStart) => {
  const run = role === 'server' ? runServer(start as TServerStart) : runLoad(start as TLoadStart);
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
