import type { TTokenResponse } from '@lottery/contracts';
import type { Browser } from 'playwright-core';
import { sessionFromToken } from '../apps/web/src/shared/session/session-store.ts';
import { storageKeys } from '../apps/web/src/shared/storage/storage-keys.ts';
import { apiCall } from '../e2e/harness/api.ts';
import { demoPassword } from '../e2e/harness/browser.ts';

export interface TTransfer {
  /** Bytes received for the app's files (HTML, JS, CSS, images, fonts), headers included. */
  files: number;
  /** Bytes received for API answers. */
  api: number;
  /** Bytes the same files would take without any content encoding. */
  filesDecoded: number;
}

/** How long a load may take before what has arrived is counted; a phone loads in far less. */
const loadTimeoutMs = 30_000;
/** Quiet time after the load event: the screens' data calls follow the scripts. */
const settleMs = 2_000;

/**
 * What a cold load of `path` transfers in Chromium (a new context: empty cache and storage), by
 * CDP's Network events: encodedDataLength is what came over the wire. With `player`, the session
 * is saved in localStorage before the app starts, as a login leaves it.
 */
export async function transferredBytes(
  browser: Browser,
  baseUrl: string,
  path: string,
  player?: string,
): Promise<TTransfer> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
  try {
    if (player) {
      const token = await apiCall<TTokenResponse>(baseUrl, 'POST', '/api/Token/Login', {
        body: { LoginId: player, Password: demoPassword },
      });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKeys.session,
        JSON.stringify(sessionFromToken(token, Date.now())),
      ] as const);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const urls = new Map<string, string>();
    const totals: TTransfer = { files: 0, api: 0, filesDecoded: 0 };
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.dataReceived', (event) => {
      const url = urls.get(event.requestId);
      if (url && !new URL(url).pathname.startsWith('/api/'))
        totals.filesDecoded += event.dataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId);
      if (!url) return;
      if (new URL(url).pathname.startsWith('/api/')) totals.api += event.encodedDataLength;
      else totals.files += event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(path, { waitUntil: 'load', timeout: loadTimeoutMs });
    await page.waitForLoadState('networkidle', { timeout: loadTimeoutMs }).catch(() => undefined);
    await page.waitForTimeout(settleMs);
    return totals;
  } finally {
    await context.close();
  }
}
