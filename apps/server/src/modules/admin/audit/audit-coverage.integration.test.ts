import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';

/**
 * Issue #19: every mutating administrator route writes its audit row in the transaction of its
 * change. Each such route of the OpenAPI document, whoever added it, must be called in some
 * integration test through expectAudited (test-support/expect-audited.ts), which asserts the row;
 * the routes are read from the test sources, so it holds however vitest spreads the files.
 */
const t = useTestApp();

const sourceRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function testSources(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every `expectAudited(t, 'METHOD /path', ...)` in the server's tests (see expect-audited.ts). */
async function auditAssertions(): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of await testSources(sourceRoot)) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(/expectAudited\(\s*\w+,\s*'((?:POST|PUT|DELETE) [^']+)'/g))
      found.add(match[1] as string);
  }
  return found;
}

describe('administrator audit coverage', () => {
  it('asserts the audit row of every mutating administrator route of the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/docs')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const mutating = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/Admin/') || path.startsWith('/api/AdminAuth/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .map((method) => `${method.toUpperCase()} ${path}`)
          .filter((route) => !route.startsWith('GET ')),
      );
    expect(mutating.length).toBeGreaterThan(0);
    const asserted = await auditAssertions();
    const uncovered = mutating.filter((route) => !asserted.has(route));
    expect(uncovered, 'routes without an expectAudited(t, ...) test').toEqual([]);
    const unknown = [...asserted].filter((route) => !mutating.includes(route));
    expect(unknown, 'expectAudited names a route the API does not have').toEqual([]);
  });
});
