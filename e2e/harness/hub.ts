import type { Page, WebSocket } from 'playwright-core';

/**
 * Resolves once the page's next hub connection (`/Hub`) has its handshake answered, which is when
 * the server starts delivering that user's pushes to it: a push sent before then is not delivered
 * to that page (outbox delivery is to connected devices). Call it before the navigation that
 * connects, await it after. Refuses after `timeoutMs`, naming what it waited for.
 */
export function nextHubHandshake(page: Page, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`no hub handshake on ${page.url()} within ${timeoutMs} ms`));
    }, timeoutMs);
    function onSocket(socket: WebSocket) {
      if (new URL(socket.url()).pathname !== '/Hub') return;
      socket.on('framereceived', (frame) => {
        // The handshake reply is the connection's first record: `{}` and the record separator.
        if (String(frame.payload).startsWith('{}\u001e')) {
          clearTimeout(timer);
          page.off('websocket', onSocket);
          resolve();
        }
      });
    }
    page.on('websocket', onSocket);
  });
}
