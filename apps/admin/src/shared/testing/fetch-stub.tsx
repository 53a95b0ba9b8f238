import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

/** A request a section made, its JSON body parsed. */
export interface TFetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * A section test's server: every fetch is recorded in `calls` (emptied before each test) and
 * answered `answer(call)` as JSON with status 200, or with the Response `answer` returns (a
 * refusal, a server error). Registers the hooks around each test: the stub, then the rendering
 * cleaned up, the test's query client cleared and the stub removed.
 */
export function stubFetchPerTest(answer: (call: TFetchCall) => unknown) {
  const calls: TFetchCall[] = [];
  // A client of the tests' own: sections do not import the shell's.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const call = {
          url,
          method: init?.method ?? 'GET',
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        };
        calls.push(call);
        const answered = answer(call);
        if (answered instanceof Response) return answered;
        return new Response(JSON.stringify(answered), { status: 200 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.unstubAllGlobals();
  });
  return {
    calls,
    queryClient,
    /** Renders `element` at `path` (a route pattern), opened at the address `at`; its router. */
    renderAt(element: ReactElement, path: string, at = path) {
      const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return router;
    },
  };
}

/** The table row that shows `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
