#!/usr/bin/env bash
# Runs the API tests against a real PostgreSQL 15: a private, throw-away cluster on a free
# port, owned by the `postgres` user, removed afterwards. Nothing shared is touched.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=""
for dir in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$dir/initdb" ]; then pg_bin="$dir"; break; fi
done
if [ -z "$pg_bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "[pg] installing PostgreSQL 15 from Debian"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
    pg_bin=/usr/lib/postgresql/15/bin
  else
    echo "PostgreSQL's server binaries are needed (Debian: apt-get install postgresql-15)." >&2
    exit 1
  fi
fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
work=$(mktemp -d /tmp/astro-pg-XXXXXX)
chmod 755 "$work"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$work" postgres
  chown postgres "$work"
fi

cleanup() {
  as_pg "$pg_bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

as_pg "$pg_bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$pg_bin/pg_ctl" -D "$work/data" -o "-p $port -k $work -c listen_addresses=127.0.0.1" -l "$work/log" -w start >/dev/null
as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres astro_test
echo "[pg] PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port"

DATABASE_URL="postgres://postgres@127.0.0.1:$port/astro_test" NEXT_TELEMETRY_DISABLED=1 \
  node node_modules/.bin/playwright test --project=api --project=otp-timing --project=tool-limits "$@"
