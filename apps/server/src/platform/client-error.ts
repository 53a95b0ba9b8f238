import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultLanguage } from '@lottery/contracts';
import { catalogueReply } from './error-reply.ts';
import { AppError } from './errors.ts';

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused a request before any route could
 * (a control byte in the request line or a header, headers over the size limit, a request that
 * did not arrive in time). It answers the catalogue body like every other refusal, in the default
 * language since no header could be read, and closes the connection as Node does.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HeadersTooLarge'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'RequestTimeout'
        : 'MalformedRequest';
  const { status, body } = catalogueReply(new AppError(name), defaultLanguage);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
