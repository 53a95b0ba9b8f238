import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders `ui` at '/' with a fresh query client (no retries) and a stub bet page. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/Bet/:id" element={<p>bet page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** A fetch stub answering JSON by API path. */
export function jsonFetch(answer: (path: string, body: unknown) => unknown) {
  return async (path: string, init?: { body?: string }) => {
    const body = answer(path, init?.body ? (JSON.parse(init.body) as unknown) : undefined);
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  };
}
