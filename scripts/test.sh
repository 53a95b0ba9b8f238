#!/usr/bin/env bash
# The whole test suite (`npm test`): type check, lint, every test on PGlite, then the integration
# tests again on a real PostgreSQL (a fresh database per run and per test file, all dropped at the
# end). Needs only Node and npm: scripts/test-services.sh finds PostgreSQL and Redis or installs
# (as root) and starts throwaway ones, stopped when this script exits.
#
# Every step runs even when an earlier one fails; the script then exits 1. It ends with the time of
# each step and one line `N passed, N failed` counting the vitest tests of both runs; a failing step
# that is not a test (type check, lint, a vitest run that failed without a failing test) counts as one
# failure, so that line never reads 0 failed when the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-services.sh

timings=()
failures=0
passed=0
failed=0
skipped=0
reports=$(mktemp -d)
at_exit "rm -rf '$reports'"

time_line() { # NAME START STATUS [END]
  timings+=("$(printf '%-32s %5ss  %s' "$1" $((${4:-$SECONDS} - $2)) \
    "$([ "$3" = 0 ] && echo ok || echo "FAILED (exit code $3)")")")
}

# step NAME COMMAND...: runs COMMAND, records its time and outcome; returns its exit code.
step() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "=== $name"
  "$@" || status=$?
  time_line "$name" "$start" "$status"
  return "$status"
}

# vitest_step NAME REPORT [ENV...] -- VITEST ARGS...: a vitest run whose results are counted.
vitest_step() {
  local name=$1 report="$reports/$2.json" status=0 counts
  shift 2
  local env=()
  while [ "$1" != -- ]; do
    env+=("$1")
    shift
  done
  shift
  step "$name" env "${env[@]}" npx vitest run --reporter=default --reporter=json \
    --outputFile.json="$report" "$@" || status=$?
  counts=$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests);' \
    "$report" 2>/dev/null) || counts="0 0 0"
  read -r p f s <<<"$counts"
  passed=$((passed + p))
  failed=$((failed + f))
  skipped=$((skipped + s))
  if [ "$status" != 0 ] && [ "$f" = 0 ]; then failures=$((failures + 1)); fi
  return 0
}

# Not through step: a failure here stops the script (set -e), as nothing after it could run.
echo "=== test services"
services_started=$SECONDS
start_test_services
time_line "test services" "$services_started" 0
# side_by_side NAME COMMAND... -- NAME COMMAND...: steps run at once, each one's output printed
# whole when all have ended, each recorded with its own time and outcome.
side_by_side() {
  local names=() logs=() pids=() start=$SECONDS i=0 status
  while [ $# -gt 0 ]; do
    local name=$1 command=()
    shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do
      command+=("$1")
      shift
    done
    [ $# -gt 0 ] && shift
    names+=("$name")
    logs+=("$reports/side-$i")
    (
      code=0
      "${command[@]}" >"$reports/side-$i.log" 2>&1 || code=$?
      echo "$code $SECONDS" >"$reports/side-$i.end"
    ) &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || true
    echo "=== ${names[$i]}"
    cat "${logs[$i]}.log"
    read -r status end <"${logs[$i]}.end"
    time_line "${names[$i]}" "$start" "$status" "$end"
    [ "$status" = 0 ] || failures=$((failures + 1))
  done
}
# Type check and lint side by side: each is mostly one process on one core.
side_by_side "type check" npm run --silent typecheck -- "lint" npm run --silent lint
vitest_step "tests on PGlite" pglite -u TEST_DATABASE_URL -- || true
vitest_step "integration tests on PostgreSQL" postgres -- integration || true
step "stop test services" stop_test_services

# --- End-to-end journeys (e2e/): `npm run e2e` builds the web app, then runs the real server on a
# fresh PGlite and Debian's Chromium. Needs none of the services above; one step, one failure.
step "chromium" ensure_chromium || failures=$((failures + 1))
step "e2e journeys in Chromium" npm run --silent e2e || failures=$((failures + 1))

echo "=== times"
printf '%s\n' "${timings[@]}"
if [ -n "${TEST_RUN_STARTED_AT:-}" ]; then
  echo "total since .ci/run started: $(($(date +%s) - TEST_RUN_STARTED_AT))s"
fi
summary="$passed passed, $((failed + failures)) failed"
if [ "$skipped" != 0 ]; then summary+=", $skipped skipped"; fi
echo "$summary"
[ $((failed + failures)) = 0 ]
