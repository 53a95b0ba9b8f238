import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { fakeApi, type TAnswer, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import ProfitReportPage from '../pages/profit-report-page.tsx';
import { testNowMs } from '../testing/records-fixtures.ts';

/** The page in a router and a fresh query client; the team view is a lazy chunk of its own. */
function renderPage(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <ProfitReportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const slow = { timeout: 5000 };

const teamPath = '/api/AgentReport/Team';
const zero = {
  Tickets: 0,
  Turnover: 0,
  Prize: 0,
  Rebate: 0,
  DailyPay: 0,
  Dividend: 0,
  Profit: 0,
};
const figures = (turnover: number, rebate = 0) => ({
  ...zero,
  Tickets: 3,
  Turnover: turnover,
  Rebate: rebate,
  Profit: rebate - turnover,
});

function teamReport(
  loginId: string,
  level: number,
  members: { LoginId: string; IsAgent: boolean }[],
) {
  return {
    status: 200,
    body: {
      LoginId: loginId,
      Level: level,
      Self: zero,
      Members: members.map((m) => ({
        ...m,
        TeamSize: m.IsAgent ? 5 : 1,
        ...figures(10_000, 200),
      })),
      TotalCount: members.length,
      PageIndex: 1,
      PageSize: 20,
      Levels: [
        { Level: 0, Members: 1, ...zero },
        { Level: 1, Members: members.length, ...figures(10_000 * members.length, 200) },
      ],
      Days: [{ Date: '2026-03-10', ...figures(10_000 * members.length, 200) }],
      Total: figures(10_000 * members.length, 200),
    },
  } satisfies TAnswer;
}

beforeAll(async () => {
  initI18n('en');
  // The page loads the view lazily; loaded once here, it renders at once in every test.
  await import('./team-report-view.tsx');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNowMs);
  useSessionStore.setState({
    session: {
      accessToken: 't',
      isAgent: true,
      userName: 'boss',
      nickName: '',
      expiresAt: testNowMs + 60_000,
      loginType: 0,
      isBetVerified: false,
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSessionStore.setState({ session: null });
});

describe('the team view of /ProfitReport', () => {
  it('lists the direct members with their teams, drills into an agent and back', async () => {
    const api = fakeApi((request: TSentRequest) => {
      const body = request.body as { LoginId?: string };
      return body.LoginId === 'sub1'
        ? teamReport('sub1', 1, [{ LoginId: 'deep1', IsAgent: false }])
        : teamReport('boss', 0, [
            { LoginId: 'sub1', IsAgent: true },
            { LoginId: 'player1', IsAgent: false },
          ]);
    });
    renderPage('/ProfitReport?view=team');
    expect(screen.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
    const members = await screen.findByRole(
      'table',
      { name: 'Direct members and their teams' },
      slow,
    );
    expect(api.to(teamPath)[0]?.body).toEqual({
      StartDate: '2026-03-04',
      EndDate: '2026-03-10',
      PageIndex: 1,
      PageSize: 20,
    });
    const rows = within(members).getAllByRole('row');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Member',
      'boss (Own)',
      'sub1 agent',
      'player1',
    ]);
    expect(screen.getByRole('table', { name: 'By level' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Open sub1's team" }));
    await screen.findByText('sub1: level 1 below you', {}, slow);
    expect(api.to(teamPath).at(-1)?.body).toMatchObject({ LoginId: 'sub1' });
    const path = screen.getByRole('navigation', { name: 'Team path' });
    fireEvent.click(within(path).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(screen.queryByText('sub1: level 1 below you')).toBeNull());
  });

  it("shows the server's refusal with a retry", async () => {
    fakeApi(() => ({
      status: 404,
      body: { Code: 8001, Message: 'No such member in your team: x' },
    }));
    renderPage('/ProfitReport?view=team');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toContain('No such member in your team');
  });

  it('is not offered to a player', async () => {
    useSessionStore.setState({ session: null });
    fakeApi(() => ({ status: 200, body: { Days: [], Games: [], Total: zero } }));
    renderPage('/ProfitReport?view=team');
    await screen.findByRole('heading', { name: 'Profit report' }, slow);
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
  });
});
