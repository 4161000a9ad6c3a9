#!/usr/bin/env bash
# The whole suite: lint, type check, unit and integration tests, then browser tests.
# Prints each runner's summary and one closing line "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p data/test-reports
status=0

step() { echo; echo "=== $1"; }

step "lint (biome)"
npx biome check . || status=1

step "type check (tsc)"
npx tsc -p tsconfig.json --noEmit && echo "tsc: no errors" || status=1

# The fault drills and the cluster test kill processes and time recoveries: they run alone, one
# file at a time, so the other suite's second fork cannot slow what they measure.
alone=(server/test/drills server/test/cluster)

step "unit and integration tests (vitest)"
npx vitest run --exclude 'server/test/drills/**' --exclude 'server/test/cluster/**' \
  --reporter=default --reporter=json --outputFile.json=data/test-reports/unit.json || status=1

step "fault drills and the cluster test (vitest, one fork)"
npx vitest run "${alone[@]}" --maxWorkers=1 \
  --reporter=default --reporter=json --outputFile.json=data/test-reports/drills.json || status=1

step "browser tests (vitest + playwright-core + chromium)"
npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json=data/test-reports/e2e.json || status=1

node scripts/test-summary.mjs data/test-reports/unit.json data/test-reports/drills.json data/test-reports/e2e.json || status=1
exit $status
