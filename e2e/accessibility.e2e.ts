import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './harness/browser.ts';
import { repoRoot } from './harness/server.ts';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

/** The public pages, each with a heading to wait for: the lazy screen has rendered then. */
const publicPages = [
  '/Login',
  '/Register',
  '/Timeout',
  `/Offline?EndTime=${encodeURIComponent(inAnHour)}`,
  '/ErrorMsg?Msg=x',
  '/IPRestricted',
  '/LinkFailure',
];

interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility of the public pages (axe-core)', () => {
  it.each(publicPages)('%s has no serious or critical violations', async (path) => {
    const page = await openPage(browser, baseUrl);
    try {
      await page.goto(path);
      await page.locator('h1, h2').first().waitFor();
      // Let the site title and logos (fetched after the first render) arrive too.
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } })
          .axe;
        return (await axe.run()).violations;
      });
      const severe = (violations as TAxeViolation[]).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      if (severe.length > 0) console.log(path, describeViolations(severe));
      expect(severe.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

function describeViolations(violations: TAxeViolation[]): string {
  return violations
    .map((v) =>
      [
        `${v.impact} ${v.id}: ${v.help}`,
        ...v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
      ].join('\n'),
    )
    .join('\n');
}
