import { vi } from 'vitest';

/** One call the page made, as the server would see it. */
export interface TSentRequest {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer other than 200: a status with an error body, or no answer at all (network down). */
export type TAnswer =
  { status: number; body: unknown } | { isNetworkDown: true } | Record<string, unknown>;

const isStatusAnswer = (answer: TAnswer): answer is { status: number; body: unknown } =>
  'status' in answer && typeof answer.status === 'number' && 'body' in answer;

/**
 * Replaces globalThis.fetch (the network edge of shared/api/http-client.ts) with `answer`, keeps
 * every request for assertions, and answers JSON as the server does: a 200 with the body, or the
 * given status with its { Code, Message } body.
 */
export function fakeApi(answer: (request: TSentRequest) => TAnswer) {
  const requests: TSentRequest[] = [];
  const fetchStub = vi.fn(async (path: string, init?: { body?: string; headers?: object }) => {
    const request: TSentRequest = {
      path,
      body: init?.body ? (JSON.parse(init.body) as unknown) : undefined,
      headers: { ...(init?.headers as Record<string, string>) },
    };
    requests.push(request);
    const answered = answer(request);
    if ('isNetworkDown' in answered) throw new TypeError('Failed to fetch');
    const [status, body] = isStatusAnswer(answered)
      ? [answered.status, answered.body]
      : [200, answered];
    return { ok: status < 400, status, text: async () => JSON.stringify(body) };
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Requests to one path, in order. */
    to: (path: string) => requests.filter((request) => request.path === path),
  };
}
