import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each journey took in a recent run (scripts/e2e-shards.sh E2E_RECORD_DURATIONS=1). */
const durationsFile = new URL('../durations.json', import.meta.url);

function readDurations(): Record<string, number> {
  return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>;
}

/**
 * Deals the journeys to shards by how long each took last time, longest first to the shard with
 * the least so far, where vitest deals them by count: three shards of 13 files each ended at 359,
 * 416 and 480 s. A journey not in durations.json counts as the median one. Every shard's process
 * computes the same deal from the same list, so each file runs in exactly one.
 */
export default class DurationSequencer extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { root, shard } = this.ctx.config;
    if (!shard) return Promise.resolve(files);
    const durations = readDurations();
    const known = Object.values(durations).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 1;
    const keyed = files
      .map((spec) => {
        const key = relative(root, spec.moduleId);
        return { spec, key, seconds: durations[key] ?? median };
      })
      .sort((a, b) => b.seconds - a.seconds || a.key.localeCompare(b.key));
    const loads = Array.from({ length: shard.count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const file of keyed) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] = (loads[lightest] ?? 0) + file.seconds;
      if (lightest === shard.index - 1) mine.push(file.spec);
    }
    return Promise.resolve(mine);
  }
}
