import { vi } from 'vitest';

/** One request the page sent, as the server would see it. */
export interface TSentRequest {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** What the fake server does with a request: a JSON answer, an error answer, or no answer. */
export type TFakeAnswer =
  | { status: number; body: unknown }
  /** fetch rejects, as when the network drops. */
  | 'network';

/**
 * Replaces globalThis.fetch with a server answering by path; every request is recorded with its
 * parsed body and headers. Returns the record.
 */
export function fakeApi(answer: (request: TSentRequest) => TFakeAnswer) {
  const sent: TSentRequest[] = [];
  const fetchStub = vi.fn(
    async (path: string, init?: { body?: string; headers?: Record<string, string> }) => {
      const request = {
        path,
        body: init?.body ? (JSON.parse(init.body) as unknown) : undefined,
        headers: init?.headers ?? {},
      };
      sent.push(request);
      const reply = answer(request);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return {
        ok: reply.status >= 200 && reply.status < 300,
        status: reply.status,
        text: async () => JSON.stringify(reply.body),
      };
    },
  );
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

export const ok = (body: unknown): TFakeAnswer => ({ status: 200, body });

/** A catalogue refusal body as the server sends it. */
export const refusal = (
  status: number,
  code: number,
  message: string,
  extra: Record<string, string> = {},
): TFakeAnswer => ({ status, body: { Code: code, Message: message, ...extra } });
