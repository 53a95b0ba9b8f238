import { STATUS_CODES, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';

export function respondText(response: ServerResponse, status: number, text = ''): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function respondJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-cache, no-store',
  });
  response.end(text);
}

/** Refuses a WebSocket upgrade with a plain HTTP status, as ASP.NET does (404, 409, 401...). */
export function refuseUpgrade(socket: Duplex, status: number, text = ''): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}
