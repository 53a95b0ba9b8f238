import { describe, expect, it } from 'vitest';
import { loginPathFor, nextAfterLogin, withoutBasename } from './login-path.ts';

describe('the intended path across a login', () => {
  it('is kept in the login address and comes back after login', () => {
    const login = loginPathFor('/audit?action=admins.create&page=2');
    expect(login).toBe('/login?next=%2Faudit%3Faction%3Dadmins.create%26page%3D2');
    expect(nextAfterLogin(login.slice('/login'.length))).toBe('/audit?action=admins.create&page=2');
  });

  it('the start page and the login screens need none', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login/verify')).toBe('/login');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'audit', ''])(
    'leads nowhere outside the console: next=%s goes to the start',
    (next) => {
      expect(nextAfterLogin(`?next=${encodeURIComponent(next)}`)).toBe('/');
    },
  );
});

describe('withoutBasename', () => {
  it.each([
    ['/admin/audit', '/audit'],
    ['/admin', '/'],
    ['/admin/', '/'],
    ['/audit', '/audit'],
    ['/administration', '/administration'],
  ])('%s is the router path %s', (browserPath, routerPath) => {
    expect(withoutBasename(browserPath)).toBe(routerPath);
  });
});
