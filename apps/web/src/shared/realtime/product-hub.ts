import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { createHubClient, hubTiming, type THubClient } from './hub-client.ts';

/** /Hub with the optional loginId and roomId; empty values are left out (SPEC §2). */
export function hubUrl(query: { loginId?: string; roomId?: string } = {}): string {
  const params = new URLSearchParams();
  if (query.loginId) params.set('loginId', query.loginId);
  if (query.roomId) params.set('roomId', query.roomId);
  const text = params.toString();
  return text ? `/Hub?${text}` : '/Hub';
}

/** The product's hub connection over the official client, with SPEC §9's timings. */
export function createProductHub(options: {
  accessToken(): string;
  query?: { loginId?: string; roomId?: string };
}): THubClient {
  return createHubClient({
    connect: (transport) =>
      new HubConnectionBuilder()
        .withUrl(hubUrl(options.query), {
          transport:
            transport === 'WebSockets'
              ? HttpTransportType.WebSockets
              : HttpTransportType.LongPolling,
          accessTokenFactory: options.accessToken,
          timeout: 100_000,
        })
        .withAutomaticReconnect([...hubTiming.reconnectDelaysMs])
        .withServerTimeout(hubTiming.serverTimeoutMs)
        .withKeepAliveInterval(hubTiming.keepAliveMs)
        .withStatefulReconnect({ bufferSize: hubTiming.statefulReconnectBufferBytes })
        .configureLogging(LogLevel.Warning)
        .build(),
    random: Math.random,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as number),
  });
}
