#!/usr/bin/env bash
# The end-to-end journeys in E2E_SHARDS (default 3) vitest processes at once, each with its own
# server and database (e2e/harness/global-setup.ts), so a journey waiting on the browser or a
# timer leaves the machine to another. The journeys mostly wait: on two cores three shards used
# about one core and took 528 s, where two took 781 s. The files are dealt by how long each took
# (e2e/durations.json, e2e/harness/duration-sequencer.ts); E2E_RECORD_DURATIONS=1 writes this
# run's figures there. Each shard's output is printed whole when all have ended; the exit code is 1
# when any shard failed.
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-3}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for ((i = 1; i <= shards; i++)); do
  npx vitest run --config e2e/vitest.config.ts --shard="$i/$shards" \
    --reporter=default --reporter=json --outputFile.json="$logs/$i.json" "$@" >"$logs/$i.log" 2>&1 &
  pids+=($!)
done
status=0
for ((i = 1; i <= shards; i++)); do
  wait "${pids[$((i - 1))]}" || status=1
  echo "=== e2e shard $i/$shards"
  cat "$logs/$i.log"
done
if [ "${E2E_RECORD_DURATIONS:-}" = 1 ]; then
  node -e '
    const fs = require("fs"), path = require("path");
    const [file, ...reports] = process.argv.slice(1);
    const durations = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const report of reports)
      for (const result of JSON.parse(fs.readFileSync(report, "utf8")).testResults)
        durations[path.relative(process.cwd(), result.name)] =
          Math.round((result.endTime - result.startTime) / 1000);
    const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
    fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + "\n");
  ' e2e/durations.json "$logs"/*.json
  echo "e2e/durations.json: this run's figures"
fi
exit "$status"
