import type { TPlayerBaseData, ZMaintenanceWindow } from '@lottery/contracts';
import type { Browser, Page } from 'playwright-core';
import type { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAdminLogIn } from './harness/admin-login.ts';
import { apiCall, apiLogIn, registerPlayer } from './harness/api.ts';
import {
  demoPassword,
  launchChromium,
  logInInBrowser,
  expectToLandOn,
  openPage,
  pathOf,
  recordPaths,
  waitForWallet,
} from './harness/browser.ts';
import { shanghaiText } from './harness/site-time.ts';

const baseUrl = inject('baseUrl');
const adminSecrets = inject('adminTotpSecrets');
let browser: Browser;
const pages: Page[] = [];

async function newPage(): Promise<Page> {
  const page = await openPage(browser, baseUrl);
  pages.push(page);
  return page;
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});
afterAll(async () => {
  await browser?.close();
});

describe('player journeys in Chromium', () => {
  it('logs the demo player in and shows its name and wallet', async () => {
    const page = await newPage();
    await logInInBrowser(page, 'demoplayer');
    expect(await page.getByTestId('user-name').textContent()).toBe('演示玩家');
    expect(await waitForWallet(page)).toBe('10,000.000');
  });

  it('opens the realtime hub over WebSockets once logged in', async () => {
    const page = await newPage();
    const hubUrls: string[] = [];
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/Hub') return;
      hubUrls.push(ws.url());
      ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    await logInInBrowser(page, 'demoplayer');
    // The handshake reply is the first frame; a record separator ends each record.
    await expect.poll(() => frames[0], { timeout: 10_000 }).toBe('{}\u001e');
    expect(new URL(hubUrls[0] ?? '').searchParams.get('loginId')).toBe('demoplayer');
  });

  it('sends a player who opens an agent-only path to Home', async () => {
    const page = await newPage();
    await logInInBrowser(page, 'demoplayer');
    await page.goto('/Player');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-name').waitFor();
  });

  it('ends an expired session on /Timeout', async () => {
    const page = await newPage();
    const paths = recordPaths(page);
    await logInInBrowser(page, 'demoplayer');
    // The session store reads localStorage when the app starts, hence the reload.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as {
        expiresAt: number;
      } | null;
      if (!session) throw new Error('no stored session after login');
      localStorage.setItem('session', JSON.stringify({ ...session, expiresAt: Date.now() - 500 }));
    });
    await page.reload();
    // One-second timer plus two seconds of grace; the margin is for a slow machine.
    await expectToLandOn(page, '/Timeout', paths, 10_000);
    await page.getByRole('heading', { name: '登录已超时' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  it('takes a logged-in player to /Offline during maintenance', async () => {
    const page = await newPage();
    const paths = recordPaths(page);
    await logInInBrowser(page, 'demoplayer');
    const admin = await apiAdminLogIn(baseUrl, 'adminops', adminSecrets.adminops!);
    const now = Date.now();
    const window = await apiCall<z.infer<typeof ZMaintenanceWindow>>(
      baseUrl,
      'POST',
      '/api/Admin/Maintenance',
      {
        token: admin,
        body: {
          StartTime: new Date(now - 1000).toISOString(),
          EndTime: new Date(now + 3_600_000).toISOString(),
          Note: 'e2e journey',
        },
      },
    );
    try {
      // The wallet refresh (every 10 s) is the player's next call; it answers 503.
      await expectToLandOn(page, '/Offline', paths, 15_000);
      const endTime = new URL(page.url()).searchParams.get('EndTime');
      expect(Date.parse(endTime ?? '')).toBe(Date.parse(window.EndTime));
      await expect
        .poll(() => page.locator('.countdown').textContent(), { timeout: 10_000 })
        .toMatch(/\d{2}:\d{2}:\d{2}/);
      // In site time, whatever the browser's zone.
      expect(await page.locator('main').textContent()).toContain(shanghaiText(window.EndTime));
    } finally {
      await apiCall(baseUrl, 'DELETE', `/api/Admin/Maintenance/${window.Id}`, { token: admin });
    }
  });

  it('sends a session ended by a second login to /ErrorMsg', async () => {
    const page = await newPage();
    const paths = recordPaths(page);
    await logInInBrowser(page, 'demoplayer2');
    await apiLogIn(baseUrl, 'demoplayer2', demoPassword);
    // The wallet refresh runs every 10 s; its 401 ends the browser's session.
    await expectToLandOn(page, '/ErrorMsg', paths, 15_000);
    await page.getByText('您的账号已在别处登录，此登录已被注销').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  it('shows a forced logout once the server closes the hub, before the wallet poll', async () => {
    const loginId = await registerPlayer(baseUrl, 'hubend', demoPassword);
    const page = await newPage();
    const paths = recordPaths(page);
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname === '/Hub')
        ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    let walletPolls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/Wallet/GetWalletAmount') walletPolls += 1;
    });
    await logInInBrowser(page, loginId);
    await expect.poll(() => frames[0], { timeout: 10_000 }).toBe('{}\u001e');
    const admin = await apiAdminLogIn(baseUrl, 'adminservice', adminSecrets.adminservice!);
    // Right after a wallet poll (every 10 s), so that only the closed hub can bring the user to
    // the message within the next 6 s.
    const polled = walletPolls;
    await expect.poll(() => walletPolls, { timeout: 15_000, interval: 50 }).toBeGreaterThan(polled);
    await apiCall(baseUrl, 'POST', '/api/Admin/Users/ForceLogout', {
      token: admin,
      body: { LoginId: loginId },
    });
    await expectToLandOn(page, '/ErrorMsg', paths, 6_000);
    await page.getByText('账号已被强制登出，请联系客服').waitFor();
  });

  it('registers a player with an invite code under its agent', async () => {
    const page = await newPage();
    const loginId = `e2e${Date.now().toString(36)}`;
    const password = 'Journey2026ok';
    await page.goto('/Register/DEMO2026');
    expect(await page.locator('input[name="InviteCode"]').inputValue()).toBe('DEMO2026');
    await page.locator('input[name="LoginId"]').fill(loginId);
    await page.locator('input[name="Password"]').fill(password);
    await page.locator('input[name="ConfirmPassword"]').fill(password);
    await page.locator('input[name="Email"]').fill(`${loginId}@example.com`);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForWallet(page);
    expect(await page.getByTestId('user-name').textContent()).toBe(loginId);
    expect(pathOf(page)).toBe('/');

    const token = await apiLogIn(baseUrl, loginId, password);
    const player = await apiCall<TPlayerBaseData>(
      baseUrl,
      'POST',
      '/api/AccountCenter/GetPlayerBaseData',
      { token },
    );
    expect(player.ParentLoginId).toBe('demoagent');
  });
});
