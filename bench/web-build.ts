import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../e2e/harness/server.ts';

/**
 * Builds both apps (the server refuses to start without either dist) when one is missing or
 * BENCH_BUILD=1, else says which build of the web app it measures.
 */
export function ensureWebBuilt() {
  const index = join(repoRoot, 'apps/web/dist/index.html');
  const built = [index, join(repoRoot, 'apps/admin/dist/index.html')].every((file) =>
    existsSync(file),
  );
  if (built && process.env.BENCH_BUILD !== '1') {
    console.log(
      `reusing apps/web/dist (built ${statSync(index).mtime.toISOString()}; BENCH_BUILD=1 rebuilds)`,
    );
    return;
  }
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
