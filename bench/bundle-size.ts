/**
 * Bundle-size benchmark (`npm run bench:bundle`): builds the web app with a Vite manifest into
 * apps/web/dist (what `npm start` serves), then prints, for each lazily loaded screen, the gzip
 * size of every JS chunk that opening it loads (the entry and its static imports, plus the
 * screen's chunk and its static imports), the total, and the total as a multiple of react-dom's
 * production client measured the same way in the same run, so the numbers compare across machines
 * and compressor versions. Then it serves that build from the real server (fresh PGlite, demo
 * data) and prints what a cold load of /Login and of /Bet/2 (logged in) transfers in Debian's
 * Chromium, files and API answers apart, beside those gzip sizes.
 * Exits 1 when the login screen is over its budget.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { launchChromium } from '../e2e/harness/browser.ts';
import { startServer } from '../e2e/harness/server.ts';
import { transferredBytes } from './transferred-bytes.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');
const anchorFile = 'node_modules/react-dom/cjs/react-dom-client.production.js';
const loginScreen = 'src/features/auth/login-page.tsx';
const betScreen = 'src/features/bet/pages/bet-page.tsx';
/** The issue's budget for the first page a visitor sees: 150 kB (1 kB = 1000 bytes, as Vite counts). */
const loginBudgetBytes = 150_000;

const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The chunk of `key` and every chunk it imports statically, each once. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Cold loads in Chromium, each beside the JS gzip total of its screen. */
async function printTransfers(totals: ReadonlyMap<string, number>, anchor: number) {
  const server = await startServer();
  try {
    const browser = await launchChromium();
    try {
      console.log(
        `\ncold load in Chromium    files on the wire (decoded)     API    JS gzip  files × react-dom`,
      );
      for (const [path, key, player] of [
        ['/Login', loginScreen, undefined],
        ['/Bet/2', betScreen, 'demoplayer'],
      ] as const) {
        const transfer = await transferredBytes(browser, server.baseUrl, path, player);
        console.log(
          `${`${path}${player ? ` (${player})` : ''}`.padEnd(24)} ${kB(transfer.files).padStart(10)} (${kB(transfer.filesDecoded).padStart(10)}) ${kB(transfer.api).padStart(10)} ${kB(totals.get(key) ?? Number.NaN).padStart(10)}  ${(transfer.files / anchor).toFixed(2)}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const outDir = join(webRoot, 'dist');
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const anchor = gzipBytes(await readFile(join(repoRoot, anchorFile)));

  const sizes = new Map<string, number>();
  const sizeOf = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = gzipBytes(await readFile(join(outDir, file)));
    sizes.set(file, size);
    return size;
  };

  // Every screen the entry loads lazily (app/routes/screens.tsx), named after its module.
  const screens = (manifest[entryKey]?.dynamicImports ?? []).filter((key) =>
    key.startsWith('src/features/'),
  );
  const jsSize = async (files: Iterable<string>) => {
    let total = 0;
    const parts: string[] = [];
    for (const file of [...files].filter((f) => f.endsWith('.js'))) {
      const size = await sizeOf(file);
      total += size;
      parts.push(`  ${basename(file).padEnd(40)} ${kB(size).padStart(10)}`);
    }
    return { total, list: parts.join('\n') };
  };

  console.log(`anchor: ${anchorFile} = ${kB(anchor)} gzip (level 9)`);
  const entryFiles = staticClosure(manifest, entryKey);
  const entry = await jsSize(entryFiles);
  console.log(`\nevery screen: ${entryKey} and its static imports\n${entry.list}`);

  const rows: { screen: string; total: number }[] = [];
  const totals = new Map<string, number>();
  let loginTotal: number | null = null;
  for (const key of screens) {
    const screen = basename(key).replace(/\.tsx?$/, '');
    const own = [...staticClosure(manifest, key)].filter((file) => !entryFiles.has(file));
    const extra = await jsSize(own);
    console.log(`${screen} (${key}) adds\n${extra.list}`);
    const total = entry.total + extra.total;
    rows.push({ screen, total });
    totals.set(key, total);
    if (key === loginScreen) loginTotal = total;
  }

  console.log(`\n${'screen'.padEnd(22)} ${'JS gzip'.padStart(10)}  × react-dom`);
  for (const { screen, total } of rows) {
    console.log(`${screen.padEnd(22)} ${kB(total).padStart(10)}  ${(total / anchor).toFixed(2)}`);
  }
  if (loginTotal === null) throw new Error(`no lazy chunk for ${loginScreen} in the manifest`);
  await printTransfers(totals, anchor);
  const over = loginTotal > loginBudgetBytes;
  console.log(
    `\nlogin budget ${kB(loginBudgetBytes)}: ${kB(loginTotal)} ${over ? 'OVER BUDGET' : 'ok'}`,
  );
  return over ? 1 : 0;
}

process.exitCode = await main();
