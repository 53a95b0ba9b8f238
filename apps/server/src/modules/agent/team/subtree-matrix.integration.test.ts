import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import type { TSubtreeCase } from '../../../test-support/subtree-cases.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

// Every part's cases: modules/agent/<part>/<part>-subtree-cases.ts exporting `subtreeCases`.
const agentDir = new URL('../', import.meta.url);
const caseFiles = readdirSync(agentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(new URL(`${dir.name}/`, agentDir))
      .filter((file) => file.endsWith('-subtree-cases.ts'))
      .map((file) => new URL(`${dir.name}/${file}`, agentDir).href),
  )
  .sort();
const cases = (
  await Promise.all(
    caseFiles.map(async (href) => {
      const module = (await import(href)) as { subtreeCases: readonly TSubtreeCase[] };
      return module.subtreeCases;
    }),
  )
).flat();

describe('the subtree matrix: an agent naming an account outside its team', () => {
  it('has rows', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const row of cases)
    for (const kind of row.refs)
      it(`${row.name} by ${kind} is refused and changes nothing`, async () => {
        const team = await createAgentTeam(t);
        const token = await t.login(team.top.loginId);
        for (const account of [team.outsider, team.outsiderPlayer]) {
          const foreign =
            kind === 'userId' ? { userId: account.userId } : { loginId: account.loginId };
          const before = await row.snapshot?.(t, team);
          const response = await row.call({ t, team, token, foreign });
          const body = response.json() as { Code?: number };
          expect(row.codes ?? [8001], `${response.statusCode} ${JSON.stringify(body)}`).toContain(
            body.Code,
          );
          expect(await row.snapshot?.(t, team)).toEqual(before);
        }
      });
});
