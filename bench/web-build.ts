import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../e2e/harness/server.ts';

/** Builds apps/web/dist when it is missing or BENCH_BUILD=1, else says which build it measures. */
export function ensureWebBuilt() {
  const index = join(repoRoot, 'apps/web/dist/index.html');
  if (existsSync(index) && process.env.BENCH_BUILD !== '1') {
    console.log(
      `reusing apps/web/dist (built ${statSync(index).mtime.toISOString()}; BENCH_BUILD=1 rebuilds)`,
    );
    return;
  }
  execFileSync('npm', ['run', 'build', '-w', '@lottery/web'], { cwd: repoRoot, stdio: 'inherit' });
}
