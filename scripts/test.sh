#!/usr/bin/env bash
# The whole test suite: types, lint, unit and integration tests on PGlite, then the integration
# tests again on a real PostgreSQL (a fresh database per test file, all dropped at the end).
set -euo pipefail
cd "$(dirname "$0")/.."

# Finds PostgreSQL (and Redis, Chromium), installing and starting throwaway ones when missing;
# exports TEST_DATABASE_URL and stops what it started when this script exits.
source scripts/test-services.sh

npm run --silent typecheck
npm run --silent lint
npx vitest run
echo "--- integration tests on PostgreSQL ($TEST_DATABASE_URL)"
TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run integration
