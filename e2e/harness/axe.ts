import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
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
