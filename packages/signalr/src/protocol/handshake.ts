import { WireError } from './errors.ts';
import { JSON_PROTOCOL_VERSION, RECORD_SEPARATOR } from './messages.ts';

export type HandshakeResult = { ok: true; version: number } | { ok: false; error: string };

/** The handshake request `{"protocol":"json","version":1|2}`: only the JSON protocol is served. */
export function parseHandshake(record: string): HandshakeResult {
  let body: unknown;
  try {
    body = JSON.parse(record);
  } catch {
    return { ok: false, error: WireError.handshakeMalformed };
  }
  if (typeof body !== 'object' || body === null) {
    return { ok: false, error: WireError.handshakeMalformed };
  }
  const { protocol, version } = body as { protocol?: unknown; version?: unknown };
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: WireError.handshakeMalformed };
  }
  if (protocol !== 'json') return { ok: false, error: WireError.protocolNotSupported(protocol) };
  // Version 2 comes from clients that negotiated stateful reconnect; everyone else sends 1.
  if (!Number.isInteger(version) || version < 1 || version > JSON_PROTOCOL_VERSION) {
    return { ok: false, error: WireError.versionNotSupported(version) };
  }
  return { ok: true, version };
}

/** The reply carries no `type`: the client rejects a first record with a truthy type. */
export function handshakeResponse(error?: string): string {
  return (error === undefined ? '{}' : JSON.stringify({ error })) + RECORD_SEPARATOR;
}
