import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { attachToNodeServer } from '../adapters/node-server.ts';
import { HubError } from '../hub/hub-error.ts';
import { Hub } from '../hub/hub.ts';
import { type HubOptions } from '../options.ts';

export interface TestServer {
  hub: Hub;
  server: Server;
  port: number;
  /** The hub URL, e.g. http://127.0.0.1:1234/Hub. */
  url: string;
  /** Every value the `Record` method received, in order (to count client-to-server delivery). */
  recorded: unknown[];
  close(): Promise<void>;
}

/** Tokens in tests: `user:<id>` is that user, `bad` is refused, none is anonymous. */
export function testAuthenticate({ accessToken }: { accessToken: string | null }) {
  if (accessToken === null) return { userId: null };
  if (accessToken.startsWith('user:')) return { userId: accessToken.slice('user:'.length) };
  return null;
}

/** The methods the tests call; none of them is product logic. */
export function registerTestMethods(hub: Hub, recorded: unknown[]): void {
  hub
    .on('Add', (_context, a: number, b: number) => a + b)
    .on('Fail', (_context, message: string) => {
      throw new HubError(message);
    })
    .on('Crash', () => {
      throw new Error('internal detail that must not leak');
    })
    .on('Join', (context, group: string) => context.groups.add(context.connectionId, group))
    .on('Leave', (context, group: string) => context.groups.remove(context.connectionId, group))
    .on('WhoAmI', (context) => ({
      connectionId: context.connectionId,
      userId: context.userId,
      transport: context.transport,
      query: Object.fromEntries(context.query),
    }))
    .on('Record', (_context, value: unknown) => {
      recorded.push(value);
    })
    .on('Counter', async function* (_context, count: number) {
      for (let index = 0; index < count; index++) yield index;
    })
    .on('Sum', async (_context, numbers: AsyncIterable<number>) => {
      let sum = 0;
      for await (const value of numbers) sum += value;
      return sum;
    })
    .on('AskCaller', async (context, target: string) => {
      try {
        return { result: await context.clients.caller.invoke(target, 20) };
      } catch (error) {
        return { error: (error as Error).message };
      }
    });
}

export async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A hub on a bare Node server at 127.0.0.1 (random port), path /Hub. */
export async function startTestServer(options: HubOptions = {}): Promise<TestServer> {
  const hub = new Hub({ authenticate: testAuthenticate, ...options });
  const recorded: unknown[] = [];
  registerTestMethods(hub, recorded);
  const server = createServer();
  attachToNodeServer(server, hub, { path: '/Hub' });
  const port = await listen(server);
  return {
    hub,
    server,
    port,
    url: `http://127.0.0.1:${port}/Hub`,
    recorded,
    async close() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
