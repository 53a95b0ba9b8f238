import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import { award, renderAt, revealedProof, summary } from '../testing/activity-fixtures.tsx';
import AwardDetailPage from './award-detail-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list = { Items: [summary(), summary({ ActivityId: 5, Title: 'Sign in' })], UnreadCount: 0 };

function answer(awards: (request: TSentRequest) => unknown) {
  return fakeApi((request) => {
    if (request.path === '/api/Activity/List') return list;
    if (request.path === '/api/Activity/DrawProof') return revealedProof({ ServerSeed: null });
    return awards(request) as Record<string, unknown>;
  });
}

describe('AwardDetailPage', () => {
  it('lists my awards in site time with the statement type, amount and turnover', async () => {
    answer(() => ({
      Items: [
        award(),
        award({ ClaimId: 30, Title: 'Sign in', CashFlowType: 502, PrizeIndex: null }),
      ],
      Total: 2,
    }));
    renderAt('/AwardDetail', '/AwardDetail', <AwardDetailPage />);
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    expect(row.textContent).toContain('11/27/2026, 20:00:00');
    expect(row.textContent).toContain('Lucky roulette');
    expect(row.textContent).toContain('Roulette prize');
    expect(row.textContent).toContain('+8.000');
    expect(screen.getAllByRole('row')[2]?.textContent).toContain('Fixed prize');
  });

  it('filters by activity through the address and the request', async () => {
    const api = answer(() => ({ Items: [award()], Total: 1 }));
    renderAt('/AwardDetail?activity=7', '/AwardDetail', <AwardDetailPage />);
    await screen.findAllByRole('row');
    expect(api.to('/api/Activity/MyAwards')[0]?.body).toEqual({
      Page: 1,
      PageSize: 20,
      ActivityId: 7,
    });
    const filter = screen.getByRole('combobox', { name: 'Promotion' });
    fireEvent.change(filter, { target: { value: '' } });
    await vi.waitFor(() =>
      expect(api.to('/api/Activity/MyAwards').at(-1)?.body).toEqual({ Page: 1, PageSize: 20 }),
    );
    fireEvent.change(filter, { target: { value: '5' } });
    await vi.waitFor(() =>
      expect(api.to('/api/Activity/MyAwards').at(-1)?.body).toMatchObject({ ActivityId: 5 }),
    );
  });

  it('opens the proof of a drawn prize', async () => {
    answer(() => ({ Items: [award()], Total: 1 }));
    renderAt('/AwardDetail', '/AwardDetail', <AwardDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const panel = await screen.findByRole('region', { name: 'Verify this draw' });
    expect(
      await within(panel).findByText('The seed is revealed when this period ends; verify it then'),
    ).toBeTruthy();
  });

  it('says so when there is no award, and retries after an error', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { Code: 1, Message: '' } }
        : { Items: [], Total: 0 };
    });
    renderAt('/AwardDetail', '/AwardDetail', <AwardDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No award yet')).toBeTruthy();
  });
});
