import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './server.ts';

const axeSource = readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
/** axe is injected as an inline script, which the product's Content-Security-Policy refuses. */
export const auditOptions = { bypassCSP: true };
interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function severeViolations(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const severe = (violations as TAxeViolation[]).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (severe.length > 0) console.log(label, describeViolations(severe));
  return severe.map((v) => `${v.impact} ${v.id}`);
}

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

/** A state of a screen audited after a group's pages: its name, and how to get there. */
export interface TMoreAudit {
  label: string;
  open: (page: Page) => Promise<void>;
}

/**
 * A describe of one audit per path, on one page signed in once for the group (`signIn`): each
 * audit has a test's whole time (a group audited in one test ran past it on a busy two-core
 * machine) and a failure names its page. `ready` waits for a screen to have rendered its data;
 * `more` audits further states after the pages.
 */
export function auditEachOnOnePage(options: {
  title: string;
  openPage: () => Promise<Page>;
  signIn: (page: Page) => Promise<void>;
  paths: string[];
  ready: (page: Page) => Promise<void>;
  more?: TMoreAudit[];
}) {
  describe(options.title, () => {
    let page: Page;
    beforeAll(async () => {
      page = await options.openPage();
      await options.signIn(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });
    it.each(options.paths)('%s has no serious or critical violations', async (path) => {
      await page.goto(path);
      await options.ready(page);
      expect(await severeViolations(page, path)).toEqual([]);
    });
    for (const { label, open } of options.more ?? [])
      it(`${label} has none either`, async () => {
        await open(page);
        expect(await severeViolations(page, label)).toEqual([]);
      });
  });
}
