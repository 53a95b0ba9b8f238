import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/route-table.ts';
import { decideNavigation } from './navigation-rules.ts';

const route = (path: string) => {
  const entry = routeTable.find((r) => r.path === path);
  if (!entry) throw new Error(`no route ${path}`);
  return entry;
};

describe('decideNavigation', () => {
  it('arriving at /Login clears the token, with or without one', () => {
    for (const hasToken of [true, false]) {
      expect(
        decideNavigation({
          route: route('/Login'),
          hasToken,
          isAgent: false,
          fromPath: '/BetRecord',
        }),
      ).toEqual({ kind: 'pass', clearToken: true });
    }
  });

  it('public routes always pass', () => {
    for (const entry of routeTable.filter((r) => r.access === 'public' && r.path !== '/Login')) {
      expect(
        decideNavigation({ route: entry, hasToken: false, isAgent: false, fromPath: '/x' }),
      ).toEqual({ kind: 'pass', clearToken: false });
    }
  });

  it('without a token: from Home (or a first visit) to /Login by full load, otherwise /Timeout', () => {
    expect(
      decideNavigation({
        route: route('/BetRecord'),
        hasToken: false,
        isAgent: false,
        fromPath: '/',
      }),
    ).toEqual({ kind: 'redirect', to: '/Login', fullPageLoad: true });
    expect(
      decideNavigation({ route: route('/'), hasToken: false, isAgent: false, fromPath: null }),
    ).toEqual({ kind: 'redirect', to: '/Login', fullPageLoad: true });
    expect(
      decideNavigation({
        route: route('/BetRecord'),
        hasToken: false,
        isAgent: false,
        fromPath: '/Deposit',
      }),
    ).toEqual({ kind: 'redirect', to: '/Timeout', fullPageLoad: false });
    expect(
      decideNavigation({
        route: route('/Player'),
        hasToken: false,
        isAgent: true,
        fromPath: '/Deposit',
      }),
    ).toEqual({ kind: 'redirect', to: '/Timeout', fullPageLoad: false });
    expect(
      decideNavigation({
        route: route('/DepositQrcode'),
        hasToken: false,
        isAgent: false,
        fromPath: '/Deposit',
      }).kind,
    ).toBe('redirect');
  });

  it('agent-only routes send non-agents to / and let agents in', () => {
    for (const entry of routeTable.filter((r) => r.access === 'agent')) {
      expect(
        decideNavigation({ route: entry, hasToken: true, isAgent: false, fromPath: '/' }),
      ).toEqual({ kind: 'redirect', to: '/', fullPageLoad: false });
      expect(
        decideNavigation({ route: entry, hasToken: true, isAgent: true, fromPath: '/' }),
      ).toEqual({ kind: 'pass', clearToken: false });
    }
  });

  it('logged-in routes pass with a token for players and agents', () => {
    for (const path of ['/', '/Bet/:id', '/DepositQrcode', '/ExternalGameLobby/:category?']) {
      expect(
        decideNavigation({ route: route(path), hasToken: true, isAgent: false, fromPath: '/' })
          .kind,
      ).toBe('pass');
    }
  });

  it('holds every route of SPEC §2 exactly once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Issue #21 adds /StationLetter, /AgentTransfer and /SendLetter beside SPEC §2's routes,
    // issue #22 /Chat.
    expect(paths).toHaveLength(11 + 1 + 44 + 8 + 3 + 1);
  });
});
