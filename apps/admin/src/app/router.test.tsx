import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sections } from '../sections/index.ts';
import { sectionGroups } from '../sections/section-types.ts';
import { adminPermissions, type TAdminPermission } from '../shared/session/permission.ts';
import { forgetSession, startSession } from '../shared/session/session-store.ts';
import { queryClient } from './query-client.ts';
import { consoleRoutes } from './router.tsx';

beforeEach(() => {
  // The sections' screens ask the server; these tests are about the shell around them.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ Admins: [], Roles: [] }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  forgetSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function signIn(roleName: string, permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'someone', roleName, permissions } });
}

function renderAt(path: string) {
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const navTexts = () =>
  within(screen.getByRole('navigation', { name: '主导航' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console shell', () => {
  it('lists exactly the sections the permissions allow (not Approvals, Games, Content…), My account for everyone', async () => {
    signIn('readonly', ['dashboard.view', 'players.view', 'reports.view']);
    renderAt('/me');
    await screen.findByRole('heading', { name: '我的账户' }, { timeout: 10_000 });
    expect(navTexts()).toEqual(['数据概览', '玩家与代理', '奖金发放', '报表', '我的账户']);
  });

  it('an owner sees every section of the table', async () => {
    signIn('owner', [...adminPermissions]);
    renderAt('/me');
    await screen.findByRole('heading', { name: '我的账户' }, { timeout: 10_000 });
    // By group, in table order within each group.
    const expected = sectionGroups.flatMap((group) =>
      sections.filter((section) => (section.group ?? 'system') === group),
    );
    expect(navTexts()).toEqual(expected.map((section) => section.title['zh-CN']));
  });

  it('shows the administrator and role in the header', async () => {
    signIn('finance', ['audit.view']);
    renderAt('/me');
    const header = await screen.findByRole('banner');
    expect(header.textContent).toContain('someone');
    expect(header.textContent).toContain('财务');
  });

  it('refuses a section the role lacks, reached by address', async () => {
    signIn('service', ['players.view']);
    renderAt('/admins');
    await screen.findByRole('heading', { name: '没有权限' });
    expect(screen.getByText(/客服/)).toBeTruthy();
  });

  it('answers an unknown address with the 404 page', async () => {
    signIn('owner', ['admins.view']);
    renderAt('/no/such/page');
    await screen.findByRole('heading', { name: '页面不存在' });
    expect(screen.getByText(/\/admin\/no\/such\/page/)).toBeTruthy();
  });

  it('signed out, any screen leads to the login keeping the intended path', async () => {
    const router = renderAt('/audit?action=admins.create');
    await screen.findByRole('heading', { name: '管理员登录' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Faudit%3Faction%3Dadmins.create');
  });

  it('the start page opens the first section the role allows', async () => {
    signIn('owner', ['admins.view', 'audit.view']);
    const router = renderAt('/');
    await screen.findByRole('heading', { name: '管理员' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/admins');
  });
});
