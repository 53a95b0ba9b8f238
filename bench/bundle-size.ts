/**
 * Bundle-size benchmark (`npm run bench:bundle`): builds the web app with a Vite manifest into a
 * temporary folder, then prints, for each lazily loaded screen, the gzip size of every JS chunk
 * that opening it loads (the entry and its static imports, plus the screen's chunk and its static
 * imports), the total, and the total as a multiple of react-dom's production client measured the
 * same way in the same run, so the numbers compare across machines and compressor versions.
 * Exits 1 when the login screen is over its budget.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');
const anchorFile = 'node_modules/react-dom/cjs/react-dom-client.production.js';
const loginScreen = 'src/features/auth/login-page.tsx';
/** The budget for the first page a visitor sees: 150 kB (1 kB = 1000 bytes, as Vite counts). */
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

async function main(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), 'bundle-size-'));
  try {
    await build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
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
    let loginTotal: number | null = null;
    for (const key of screens) {
      const screen = basename(key).replace(/\.tsx?$/, '');
      const own = [...staticClosure(manifest, key)].filter((file) => !entryFiles.has(file));
      const extra = await jsSize(own);
      console.log(`${screen} (${key}) adds\n${extra.list}`);
      const total = entry.total + extra.total;
      rows.push({ screen, total });
      if (key === loginScreen) loginTotal = total;
    }

    console.log(`\n${'screen'.padEnd(22)} ${'JS gzip'.padStart(10)}  × react-dom`);
    for (const { screen, total } of rows) {
      console.log(`${screen.padEnd(22)} ${kB(total).padStart(10)}  ${(total / anchor).toFixed(2)}`);
    }
    if (loginTotal === null) throw new Error(`no lazy chunk for ${loginScreen} in the manifest`);
    const over = loginTotal > loginBudgetBytes;
    console.log(
      `\nlogin budget ${kB(loginBudgetBytes)}: ${kB(loginTotal)} ${over ? 'OVER BUDGET' : 'ok'}`,
    );
    return over ? 1 : 0;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
