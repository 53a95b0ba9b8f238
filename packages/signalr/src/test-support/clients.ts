import {
  type HubConnection,
  HubConnectionBuilder,
  HttpTransportType,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';

export const TRANSPORTS = [
  ['WebSockets', HttpTransportType.WebSockets],
  ['ServerSentEvents', HttpTransportType.ServerSentEvents],
  ['LongPolling', HttpTransportType.LongPolling],
] as const;

export interface ClientOptions {
  transport?: HttpTransportType;
  token?: string;
  stateful?: boolean;
  reconnectDelaysMs?: number[];
  serverTimeoutMs?: number;
  keepAliveIntervalMs?: number;
  skipNegotiation?: boolean;
}

/** The official client, built the way an application builds it; logging off. */
export function buildClient(url: string, options: ClientOptions = {}): HubConnection {
  const http: IHttpConnectionOptions = {
    transport: options.transport ?? HttpTransportType.WebSockets,
    skipNegotiation: options.skipNegotiation ?? false,
  };
  if (options.token !== undefined) http.accessTokenFactory = () => options.token!;
  let builder = new HubConnectionBuilder().withUrl(url, http).configureLogging(LogLevel.None);
  if (options.stateful) builder = builder.withStatefulReconnect();
  if (options.reconnectDelaysMs)
    builder = builder.withAutomaticReconnect(options.reconnectDelaysMs);
  if (options.serverTimeoutMs) builder = builder.withServerTimeout(options.serverTimeoutMs);
  if (options.keepAliveIntervalMs) {
    builder = builder.withKeepAliveInterval(options.keepAliveIntervalMs);
  }
  return builder.build();
}

export async function connect(url: string, options: ClientOptions = {}): Promise<HubConnection> {
  const connection = buildClient(url, options);
  await connection.start();
  return connection;
}

/** Everything a client method received, per method name. */
export function record(connection: HubConnection, ...methods: string[]): Map<string, unknown[][]> {
  const received = new Map<string, unknown[][]>();
  for (const method of methods) {
    received.set(method, []);
    connection.on(method, (...args: unknown[]) => received.get(method)!.push(args));
  }
  return received;
}

export async function waitFor(
  condition: () => boolean,
  { timeoutMs = 5_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
