import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { DialogHost } from '../../../shared/dialogs/dialog-host.tsx';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import { gameData } from './records-fixtures.ts';

/**
 * A records page as the shell shows it: a fresh query client (no retries) holding the session's
 * game data, a router at `path`, and the dialog host the confirm and warning dialogs need;
 * resolves once the first search has answered.
 */
export async function renderRecordsPage(page: ReactNode, path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  queryClient.setQueryData(gameDataQuery.queryKey, gameData());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {page}
        <DialogHost warningAutoHideMs={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The first search answered: the page shows its list, its empty state or its error.
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  return { ...result, queryClient };
}
