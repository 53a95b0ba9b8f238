import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import PlayerPage from './player-page.tsx';

const member = (page: number) => ({
  UserId: page,
  LoginId: `member${page}`,
  NickName: `nick${page}`,
  Role: 'player',
  Depth: 1,
  ParentLoginId: 'topagent',
  PrizeGroup: 1950,
  StateFlags: 0,
  Balance: 0,
  TeamBalance: 0,
  TeamSize: 0,
  DirectCount: 0,
  Turnover: 0,
  RegisteredAt: 0,
  LastLoginAt: null,
});

/** Three pages of one member each; each page's NextAfter names the page after it. */
function stubMembers() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: { body?: string }) => {
      if (path !== '/api/Team/Members') throw new Error(`unexpected ${path}`);
      const body = JSON.parse(init?.body ?? '{}') as { PageIndex: number };
      bodies.push(body);
      const answer = {
        Items: [member(body.PageIndex)],
        TotalCount: 60,
        PageIndex: body.PageIndex,
        PageSize: 20,
        NextAfter: body.PageIndex < 3 ? `after-${body.PageIndex}` : null,
        Parent: null,
      };
      return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
    }),
  );
  return bodies;
}

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/Player paging', () => {
  it("asks each next page after the previous page's last row, and starts over on a new sort", async () => {
    const bodies = stubMembers();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/Player']}>
          <PlayerPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('member1');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('member2');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('member3');
    expect(bodies.map((body) => [body.PageIndex, body.After])).toEqual([
      [1, undefined],
      [2, 'after-1'],
      [3, 'after-2'],
    ]);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'balance' } });
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toMatchObject({ SortBy: 'balance', PageIndex: 1 });
    expect(bodies[3]).not.toHaveProperty('After');
  });
});
