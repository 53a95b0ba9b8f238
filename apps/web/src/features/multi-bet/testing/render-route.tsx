import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DialogHost } from '../../../shared/dialogs/dialog-host.tsx';

/**
 * Renders `element` at `path` (matched by `pattern`) with a fresh query client (no retries), the
 * dialog host the confirm dialogs show in, and stub pages for the links a test may follow.
 */
export function renderRoute(pattern: string, path: string, element: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="/Bet/:id" element={<p>bet page</p>} />
        </Routes>
        <DialogHost warningAutoHideMs={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** An answer with another status than 200 (a refusal: its body is the error body). */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * A fetch stub: `answer` gives the JSON of each call (or an HttpReply), or throws to fail the
 * call as a dropped network would.
 */
export function stubFetch(
  answer: (path: string, body: unknown, headers: Record<string, string>) => unknown,
) {
  return async (path: string, init?: { body?: string; headers?: Record<string, string> }) => {
    const out = answer(
      path,
      init?.body ? (JSON.parse(init.body) as unknown) : undefined,
      init?.headers ?? {},
    );
    const reply = out instanceof HttpReply ? out : new HttpReply(200, out);
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => JSON.stringify(reply.body),
    };
  };
}
