import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses every answer over 1 kB (JSON mostly: LotteryGame/Data is 270 kB as text, a tenth of
 * that as brotli) for clients that accept it. Brotli at quality 4 costs about what gzip does; the
 * web app's files come already compressed by its build (serve-web-app.ts) and pass through as
 * they are. The hub's streams take over their sockets and are left alone.
 */
export function compressAnswers(app: FastifyInstance) {
  void app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
