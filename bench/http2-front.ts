import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop that must not be passed on (RFC 9110 §7.6.1, RFC 9113 §8.2.2). */
const hopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

const passedOn = (headers: NodeJS.Dict<string | string[]>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !hopHeaders.has(name)),
  );

/**
 * HTTP/2 over TLS in front of a plain HTTP server on 127.0.0.1, as a site is served behind its
 * TLS proxy: one multiplexed connection instead of HTTP/1.1's six. The certificate is a
 * throwaway self-signed one (openssl), so the browser must be told to accept it. WebSockets are
 * not passed on (the hub falls back to long polling through it).
 */
export async function startHttp2Front(
  upstream: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
    ]),
    { stdio: 'ignore' },
  );
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (incoming, outgoing) => {
      const proxied = request(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...passedOn(incoming.headers), host: target.host },
          agent,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
          answer.pipe(outgoing);
        },
      );
      proxied.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(proxied);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      // Sessions a killed browser left open would hold close() up: they are not waited for.
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(resolve, 2_000).unref();
      });
      agent.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
