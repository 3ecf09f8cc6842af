#!/usr/bin/env bash
# Everything CI runs: types, lint, unit, component and API tests on both database drivers, the build, a
# production install, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's start, in seconds since the run began: where CI's time goes.
step() { printf '\n=== %s (at %ss) ===\n' "$*" "$SECONDS"; }

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_up() { node -e "const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$PG_URL"; }

step "typecheck"
npx tsc --noEmit
step "lint"
npx biome check .
step "OpenAPI document: redocly lint, recommended rules (D186)"
npx tsx scripts/openapi-dump.ts dist/openapi.json
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint dist/openapi.json
step "unit tests"
npx vitest run --project unit
step "component tests (React forms in a DOM)"
npx vitest run --project component
step "API tests on the embedded database (PGlite)"
# The import-limit tests time /api/health while a worst-case file is read (no answer held; npm run
# bench:import-limits measures the 100 ms target): they
# run alone after the rest, so a parallel test file's child processes and compilers do not share the 2 cores.
TIMED_API_TESTS=server/features/admin/import-limits.test.ts
# These start their own server on the embedded database whatever the driver under test: the PostgreSQL pass
# would only repeat them.
DRIVER_FREE_TESTS=(server/dev.test.ts server/production-start.test.ts)
env -u TEST_DATABASE_URL npx vitest run --project api --exclude "$TIMED_API_TESTS"
env -u TEST_DATABASE_URL npx vitest run --project api "$TIMED_API_TESTS"
step "API tests on PostgreSQL ($PG_URL)"
if pg_up; then
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api --exclude "$TIMED_API_TESTS" \
    $(printf -- '--exclude %s ' "${DRIVER_FREE_TESTS[@]}")
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api "$TIMED_API_TESTS"
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is not reachable at $PG_URL: CI must run the API tests on both drivers." >&2
  exit 1
else
  echo "SKIPPED: PostgreSQL is not reachable at $PG_URL (set TEST_DATABASE_URL to run this part)."
fi
step "benchmark smoke runs (a few seconds each, no thresholds)"
if pg_up; then
  BENCH_PG_URL="$PG_URL" npx tsx scripts/bench-profile.ts --smoke
  BENCH_PG_URL="$PG_URL" npx tsx scripts/bench-search.ts --smoke --driver postgres
else
  npx tsx scripts/bench-profile.ts --smoke --driver pglite
  npx tsx scripts/bench-search.ts --smoke --driver pglite
fi
step "build (browser, server rendering, server: npm run build)"
npm run build
step "production install: copy, npm ci, build, prune, NODE_ENV=production on PostgreSQL (D162)"
if pg_up; then
  TEST_DATABASE_URL="$PG_URL" bash scripts/production-check.sh
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is not reachable at $PG_URL: CI must check a production install on it." >&2
  exit 1
else
  echo "SKIPPED: PostgreSQL is not reachable at $PG_URL (the production check runs on it)."
fi
step "three processes behind HAProxy on PostgreSQL and Redis (npm run bench:cluster -- --smoke)"
REDIS_URL_CLUSTER="${BENCH_REDIS_URL:-redis://127.0.0.1:6379/5}"
redis_up() { node -e "const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,maxRetriesPerRequest:0,retryStrategy:()=>null,connectTimeout:3000});r.on('error',()=>{});r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1))" "$REDIS_URL_CLUSTER"; }
if pg_up && redis_up; then
  BENCH_PG_URL="$PG_URL" BENCH_REDIS_URL="$REDIS_URL_CLUSTER" npx tsx scripts/bench-cluster.ts --smoke
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL ($PG_URL) and Redis ($REDIS_URL_CLUSTER) must both answer in CI for the cluster check." >&2
  exit 1
else
  echo "SKIPPED: the cluster check needs PostgreSQL at $PG_URL and Redis at $REDIS_URL_CLUSTER."
fi
step "public pages on a production start, signed out (page cache) and signed in (npm run bench:pages -- --smoke)"
if pg_up; then
  BENCH_PG_URL="$PG_URL" npx tsx scripts/bench-pages.ts --smoke
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL is not reachable at $PG_URL: CI must run the page bench's smoke on it." >&2
  exit 1
else
  echo "SKIPPED: the page bench needs PostgreSQL at $PG_URL."
fi
step "browser tests (Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing at /usr/bin/chromium: install Debian's with 'apt-get install -y chromium' (.ci/run does)." >&2
  exit 1
fi
npx playwright test
step "Lighthouse smoke run (one page, performance only, no thresholds)"
npx tsx scripts/bench-web.ts --smoke --no-build

step "done"
