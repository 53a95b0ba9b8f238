/**
 * First load on a phone (`npm run bench:lighthouse`, issue #18): Lighthouse 12's performance
 * category (mobile, simulated throttling, cold cache) on /Login, the lobby `/` and the bet page
 * /Bet/2, the last two logged in as demoplayer. It serves the built web app (apps/web/dist, built
 * first when missing or when BENCH_BUILD=1) from the real server on a fresh PGlite with the demo
 * data (e2e/harness/server.ts) and runs each page LIGHTHOUSE_RUNS times (3), every run in a fresh
 * Debian Chromium, the pages taken in turn so that the machine's noise falls on all of them alike.
 * It prints the median of each figure.
 *
 * The anchor, measured in the same run the same way: a static page that does a fixed amount of
 * script work in a few tasks. Lighthouse scales the main thread's tasks by its CPU slowdown, so
 * blocking time follows the machine's speed and its load; each page's TBT is also printed as a
 * multiple of the anchor's. BENCH_LIGHTHOUSE_OUT=dir keeps every run's report (JSON) there;
 * LIGHTHOUSE_PAGES=/,/Bet/2 measures only those pages (beside the anchor, which always runs).
 * Goals: ≥ 90 on /Login, ≥ 80 on `/` and /Bet/2. A missed goal is printed, not an exit code.
 *
 * LIGHTHOUSE_PROTOCOL=h2 measures the same server through an HTTP/2 front with TLS
 * (http2-front.ts), as a site is served behind its TLS proxy: Lighthouse's simulation gives an
 * HTTP/1.1 origin six connections and an HTTP/2 one a single multiplexed connection, which
 * weighs on a first load of many chunks. The default is the server itself, over HTTP/1.1.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TTokenResponse } from '@lottery/contracts';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { storageKeys } from '../apps/web/src/shared/storage/storage-keys.ts';
import { sessionFromToken } from '../apps/web/src/shared/session/session-store.ts';
import { apiCall } from '../e2e/harness/api.ts';
import { demoPassword, withoutOmniboxWebUi } from '../e2e/harness/browser.ts';
import { startServer } from '../e2e/harness/server.ts';
import { startHttp2Front } from './http2-front.ts';
import { ensureWebBuilt } from './web-build.ts';

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.BENCH_LIGHTHOUSE_OUT;
const pagesWanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
const overHttp2 = process.env.LIGHTHOUSE_PROTOCOL === 'h2';
const player = 'demoplayer';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  withoutOmniboxWebUi,
  // The HTTP/2 front's certificate is a throwaway self-signed one.
  ...(overHttp2 ? ['--ignore-certificate-errors'] : []),
];

interface TPage {
  name: string;
  url: string;
  /** The session saved in localStorage before the app's first script, as a login leaves it. */
  session: string | null;
  goal: number | null;
}

interface TFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

/** Twelve tasks of the same arithmetic, each a long task once Lighthouse scales it. */
const anchorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>anchor</title></head>
<body><h1>Anchor</h1><p id="out"></p><script>
let left = 12, sum = 0;
function work() {
  for (let i = 0; i < 1e6; i++) sum = (sum + Math.imul(i, 2654435761)) | 0;
  if (--left > 0) setTimeout(work, 0); else document.getElementById('out').textContent = sum;
}
work();
</script></body></html>`;

async function serveAnchor(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(anchorPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function figuresOf(lhr: Result): TFigures {
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse run in a browser of its own, so nothing of an earlier run is cached. */
async function runOnce(page: TPage): Promise<Result> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const tab = await browser.newPage();
      if (page.session !== null) {
        // Lighthouse clears the origin's storage before it loads the page; this runs after that.
        await tab.evaluateOnNewDocument(
          (origin: string, key: string, value: string) => {
            if (location.origin === origin) localStorage.setItem(key, value);
          },
          new URL(page.url).origin,
          storageKeys.session,
          page.session,
        );
      }
      const result = await lighthouse(
        page.url,
        { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
        undefined,
        tab,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      if (result.lhr.runtimeError) {
        throw new Error(`${page.url}: ${result.lhr.runtimeError.message}`);
      }
      return result.lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medians(runs: readonly TFigures[]): TFigures {
  const of = (key: keyof TFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    si: of('si'),
    bytes: of('bytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(pages: readonly TPage[], results: ReadonlyMap<string, TFigures[]>) {
  const anchor = medians(results.get(pages[0]!.name)!);
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'transferred', 'TBT × anchor'];
  const rows = pages.map((page) => {
    const m = medians(results.get(page.name)!);
    return [
      page.name,
      String(m.score),
      seconds(m.fcp),
      seconds(m.lcp),
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      seconds(m.si),
      `${(m.bytes / 1000).toFixed(0)} kB`,
      anchor.tbt > 0 ? (m.tbt / anchor.tbt).toFixed(2) : '-',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(
    `\nmedians of ${runsPerPage} runs (benchmark index ${Math.round(anchor.benchmarkIndex)})`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('');
  for (const page of pages) {
    if (page.goal === null) continue;
    const score = medians(results.get(page.name)!).score;
    console.log(
      `goal ${page.name} ≥ ${page.goal}: ${score >= page.goal ? 'holds' : `MISSED (${score})`}`,
    );
  }
}

async function main() {
  ensureWebBuilt();
  const server = await startServer();
  const front = overHttp2 ? await startHttp2Front(server.baseUrl) : null;
  const origin = front?.url ?? server.baseUrl;
  const anchor = await serveAnchor();
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const token = await apiCall<TTokenResponse>(server.baseUrl, 'POST', '/api/Token/Login', {
      body: { LoginId: player, Password: demoPassword },
    });
    const session = JSON.stringify(sessionFromToken(token, Date.now()));
    const pages: TPage[] = [
      { name: 'anchor', url: anchor.url, session: null, goal: null },
      { name: '/Login', url: new URL('/Login', origin).href, session: null, goal: 90 },
      { name: '/', url: new URL('/', origin).href, session, goal: 80 },
      { name: '/Bet/2', url: new URL('/Bet/2', origin).href, session, goal: 80 },
    ].filter((page) => page.goal === null || !pagesWanted || pagesWanted.includes(page.name));
    console.log(
      `Lighthouse 12 (mobile), ${availableParallelism()} cores, ${origin}` +
        (front ? ` (HTTP/2 front of ${server.baseUrl})` : ' (HTTP/1.1)'),
    );
    if (reportDir) await mkdir(reportDir, { recursive: true });
    const results = new Map<string, TFigures[]>(pages.map((page) => [page.name, []]));
    for (let run = 1; run <= runsPerPage; run += 1) {
      for (const page of pages) {
        // On a loaded machine Lighthouse now and then loses a trace (NO_NAVSTART): once again.
        const lhr = await runOnce(page).catch((error: unknown) => {
          console.log(`run ${run} ${page.name}: ${String(error)}; running it again`);
          return runOnce(page);
        });
        const figures = figuresOf(lhr);
        results.get(page.name)!.push(figures);
        console.log(
          `run ${run} ${page.name}: score ${figures.score}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms`,
        );
        if (reportDir) {
          const file = `${page.name.replace(/\W+/g, '_') || 'root'}-${run}.json`;
          await writeFile(join(reportDir, file), JSON.stringify(lhr));
        }
      }
    }
    report(pages, results);
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    anchor.server.close();
    await front?.close();
    await server.stop();
  }
}

await main();
