#!/usr/bin/env bash
# A production install as an operator makes it (D162), run by CI after the build (scripts/test-all.sh):
# copy the repository's files (no node_modules, dist or data), `npm ci`, `npm run build`,
# `npm prune --omit=dev`, then run the built server with NODE_ENV=production on a fresh PostgreSQL
# database and check the public pages, the health check, a login and an e-mail. It fails when the
# server needs a package that is only a devDependency (React rendering a page), TypeScript at run time,
# or a file the build left out. The same commands are deploy/Dockerfile's steps.
#
# Environment: TEST_DATABASE_URL (PostgreSQL to create the database in; default
# postgres://postgres@127.0.0.1:5432/test), PRODUCTION_CHECK_PORT (default 3420; the SMTP sink takes the
# next port), PRODUCTION_CHECK_KEEP=1 keeps the copy and its log.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PORT="${PRODUCTION_CHECK_PORT:-3420}"
SMTP_PORT=$((PORT + 1))
APP_URL="http://127.0.0.1:${PORT}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/rinkside-production-XXXXXX")"
APP="$WORK/app"
DB_NAME="rinkside_production_check_$$"
STARTED=$SECONDS
SERVER_PID=""
SINK_PID=""
DB_CREATED=""

say() { printf '[production-check %3ds] %s\n' "$((SECONDS - STARTED))" "$*"; }
fail() {
  printf '[production-check] FAILED: %s\n' "$*" >&2
  if [ -f "$WORK/server.log" ]; then
    echo "--- last lines of the server's log ($WORK/server.log) ---" >&2
    tail -n 30 "$WORK/server.log" >&2
  fi
  exit 1
}

# Runs SQL on the PostgreSQL server (with the original checkout's pg; psql may be missing).
sql() {
  (cd "$ROOT" && node -e "
    const pg = require('pg');
    const c = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 5000 });
    c.connect()
      .then(() => c.query(process.argv[2]))
      .then((r) => { for (const row of r.rows ?? []) console.log(Object.values(row).join('\t')); return c.end(); })
      .catch((e) => { console.error(e.message); process.exit(1); });
  " "$1" "$2")
}
DB_URL="$(node -e "const u = new URL(process.argv[1]); u.pathname = '/' + process.argv[2]; console.log(u.toString())" "$PG_URL" "$DB_NAME")"

cleanup() {
  local rc=$?
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -KILL "$SERVER_PID" 2>/dev/null || true; fi
  if [ -n "$SINK_PID" ] && kill -0 "$SINK_PID" 2>/dev/null; then kill -TERM "$SINK_PID" 2>/dev/null || true; fi
  if [ -n "$DB_CREATED" ]; then sql "$PG_URL" "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" >/dev/null || true; fi
  if [ "${PRODUCTION_CHECK_KEEP:-}" = "1" ]; then
    echo "[production-check] kept $WORK"
  else
    rm -rf "$WORK"
  fi
  exit "$rc"
}
trap cleanup EXIT

# 1. A copy of the repository's files: what git tracks plus new files not ignored (uncommitted work
#    included), never node_modules, dist, data or .tmp (.gitignore).
say "copying the repository to $APP"
mkdir -p "$APP"
(cd "$ROOT" && git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
  tar --null -T - -cf -) | tar -xf - -C "$APP"

# 2. The install, build and prune of deploy/Dockerfile.
cd "$APP"
say "npm ci"
npm ci --no-audit --no-fund --prefer-offline --loglevel=error >"$WORK/npm-ci.log" 2>&1 ||
  { tail -n 30 "$WORK/npm-ci.log" >&2; fail "npm ci"; }
say "npm run build"
npm run build --silent >"$WORK/build.log" 2>&1 || { tail -n 30 "$WORK/build.log" >&2; fail "npm run build"; }
for built in dist/client/index.html dist/ssr/entry-server.js dist/server/main.js dist/server/migrate-cli.js dist/server/seed-cli.js; do
  [ -f "$built" ] || fail "the build did not write $built"
done
say "npm prune --omit=dev"
npm prune --omit=dev --no-audit --no-fund --loglevel=error >"$WORK/prune.log" 2>&1 ||
  { tail -n 30 "$WORK/prune.log" >&2; fail "npm prune --omit=dev"; }
for dev in tsx vite typescript esbuild vitest; do
  [ ! -e "node_modules/$dev" ] || fail "node_modules/$dev is still there after npm prune --omit=dev"
done
say "pruned: no tsx, vite, typescript, esbuild or vitest left ($(du -sh node_modules | cut -f1) of node_modules)"

# 3. A fresh database: migrated and filled with the demo data by the built commands. Demo data is for
#    development only (production never seeds it), hence NODE_ENV=development for the seed alone.
sql "$PG_URL" "CREATE DATABASE $DB_NAME" >/dev/null || fail "could not create database $DB_NAME at $PG_URL"
DB_CREATED=1
say "database $DB_NAME: migrating (node dist/server/migrate-cli.js) and seeding the demo data"
NODE_ENV=production DATABASE_URL="$DB_URL" APP_URL="$APP_URL" SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" \
  node dist/server/migrate-cli.js >"$WORK/migrate.log" 2>&1 || { cat "$WORK/migrate.log" >&2; fail "migrations"; }
NODE_ENV=development SEED_DEMO=true DATABASE_URL="$DB_URL" DATA_DIR="$WORK/data" LOG_LEVEL=warn \
  node dist/server/seed-cli.js >"$WORK/seed.log" 2>&1 || { tail -n 30 "$WORK/seed.log" >&2; fail "demo seed"; }
ORG_SLUG="$(sql "$DB_URL" "SELECT slug FROM organizations WHERE name = 'North Shore Hockey Club'")"
[ -n "$ORG_SLUG" ] || fail "the demo data has no North Shore Hockey Club"

# 4. An SMTP server that accepts everything (production refuses to start without SMTP_URL).
(cd "$ROOT" && exec node --import tsx scripts/smtp-sink.ts "$SMTP_PORT") >"$WORK/smtp.log" 2>&1 &
SINK_PID=$!

# 5. The built server, as production runs it.
say "starting NODE_ENV=production node dist/server/main.js on port $PORT"
NODE_ENV=production PORT="$PORT" HOST=127.0.0.1 APP_URL="$APP_URL" DATABASE_URL="$DB_URL" \
  SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" DATA_DIR="$WORK/data" LOG_LEVEL=info \
  node dist/server/main.js >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 180); do
  kill -0 "$SERVER_PID" 2>/dev/null || fail "the server exited while starting"
  if curl -sf -o /dev/null "$APP_URL/api/health"; then break; fi
  sleep 0.5
done
curl -sf -o /dev/null "$APP_URL/api/health" || fail "no answer on $APP_URL/api/health after 90 s"
say "listening"
grep -q 'smtp sink listening' "$WORK/smtp.log" || fail "the SMTP sink did not start: $(cat "$WORK/smtp.log")"

# expect_page PATH TEXT: 200, HTML holding TEXT that only the server rendering writes (the shell has an
# empty #root).
expect_page() {
  local status
  status="$(curl -s -o "$WORK/page.html" -w '%{http_code}' "$APP_URL$1")"
  [ "$status" = "200" ] || fail "GET $1 answered $status"
  grep -qF "$2" "$WORK/page.html" || fail "GET $1 does not hold \"$2\""
  say "GET $1: 200, holds \"$2\""
}
expect_page / 'id="hero-heading"'
expect_page /pricing "Choose Your Plan"
expect_page /player/ethan-marchetti-demo "Ethan Marchetti"
expect_page "/org/$ORG_SLUG" "North Shore Hockey Club"
status="$(curl -s -o "$WORK/health.json" -w '%{http_code}' "$APP_URL/api/health")"
[ "$status" = "200" ] && grep -q '"postgres"' "$WORK/health.json" ||
  fail "GET /api/health: $status $(cat "$WORK/health.json")"
say "GET /api/health: 200 $(cat "$WORK/health.json")"

# A login through the CSRF guard (a browser's Origin), then the session it opened.
status="$(curl -s -o "$WORK/login.json" -D "$WORK/login.headers" -w '%{http_code}' \
  -H 'content-type: application/json' -H "origin: $APP_URL" \
  --data '{"email":"player@rinkside.demo","password":"Rinkside2025!"}' "$APP_URL/api/auth/login")"
[ "$status" = "200" ] || fail "POST /api/auth/login answered $status: $(cat "$WORK/login.json")"
cookie="$(grep -i '^set-cookie:' "$WORK/login.headers" | head -n 1 | sed -E 's/^[Ss]et-[Cc]ookie: *([^;]*).*/\1/')"
[ -n "$cookie" ] || fail "POST /api/auth/login set no session cookie"
status="$(curl -s -o "$WORK/me.json" -w '%{http_code}' -H "cookie: $cookie" "$APP_URL/api/auth/me")"
[ "$status" = "200" ] && grep -q 'player@rinkside.demo' "$WORK/me.json" ||
  fail "GET /api/auth/me with the login's cookie: $status $(cat "$WORK/me.json")"
say "POST /api/auth/login: 200 with a session cookie; GET /api/auth/me reads player@rinkside.demo"

# An e-mail out through SMTP: the password-reset message reaches the sink.
curl -s -o /dev/null -H 'content-type: application/json' -H "origin: $APP_URL" \
  --data '{"email":"player@rinkside.demo"}' "$APP_URL/api/auth/forgot-password"
for _ in $(seq 1 60); do
  grep -q 'player@rinkside.demo' "$WORK/smtp.log" && break
  sleep 0.5
done
grep -q 'player@rinkside.demo' "$WORK/smtp.log" || fail "the password-reset e-mail did not reach the SMTP server in 30 s"
say "POST /api/auth/forgot-password: the e-mail reached the SMTP server"

# 6. A graceful stop: SIGTERM, exit code 0.
kill -TERM "$SERVER_PID"
rc=0
wait "$SERVER_PID" || rc=$?
SERVER_PID=""
[ "$rc" = "0" ] || fail "the server exited with $rc after SIGTERM"
! grep -q '"level":50' "$WORK/server.log" || fail "the server logged errors: $(grep '"level":50' "$WORK/server.log" | head -n 3)"
say "SIGTERM: exit 0, no error in the log. Production install OK."
