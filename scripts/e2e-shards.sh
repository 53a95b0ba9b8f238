#!/usr/bin/env bash
# The end-to-end journeys in E2E_SHARDS (default 3) vitest processes at once, each with its own
# server and database (e2e/harness/global-setup.ts), so a journey waiting on the browser or a
# timer leaves the machine to another. The journeys mostly wait: on two cores three shards used
# about one core and took 528 s, where two took 781 s. Each shard's output is printed whole when
# all have ended; the exit code is 1 when any shard failed.
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${E2E_SHARDS:-3}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for ((i = 1; i <= shards; i++)); do
  npx vitest run --config e2e/vitest.config.ts --shard="$i/$shards" "$@" >"$logs/$i.log" 2>&1 &
  pids+=($!)
done
status=0
for ((i = 1; i <= shards; i++)); do
  wait "${pids[$((i - 1))]}" || status=1
  echo "=== e2e shard $i/$shards"
  cat "$logs/$i.log"
done
exit "$status"
