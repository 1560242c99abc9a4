#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server, then stops the server and deletes it:
#
#   bash scripts/pg/throwaway.sh npm test -- --selectProjects server
#
# The server is the distribution's PostgreSQL (initdb, pg_ctl; on Debian
# `apt-get install -y postgresql`, done here when run as root and they are missing), made in a
# new temporary folder and listening on a free port of 127.0.0.1 only, with trust
# authentication: anyone on this machine may connect to it while the command runs. The
# command gets its address as TEST_DATABASE_URL, a superuser's connection to the `postgres`
# database (the server tests create a database per test file there), and this script exits
# with the command's status. The server and its folder are removed when the command ends, fails
# or is interrupted (Ctrl+C, SIGTERM).
#
# initdb refuses to run as root: as root, the server runs as the `postgres` user (or `nobody`),
# which is given the folder. PG_USER names another user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGUMENT...]" >&2
  exit 2
fi

# The newest PostgreSQL of the distribution: on PATH, or where Debian keeps each version.
find_bin() {
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
    return
  fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

bin="$(find_bin || true)"
if [ -z "$bin" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL is not installed: installing the distribution's (apt-get install postgresql)" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin="$(find_bin || true)"
fi
if [ -z "$bin" ]; then
  echo "PostgreSQL's initdb and pg_ctl were not found: install PostgreSQL" \
    "(Debian: apt-get install postgresql) or put its bin folder on PATH." >&2
  exit 1
fi

# As root, every server command runs as an ordinary user, in a folder that user owns.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner="${PG_USER:-}"
  if [ -z "$owner" ]; then
    if id postgres >/dev/null 2>&1; then owner=postgres; else owner=nobody; fi
  fi
  as_owner=(runuser -u "$owner" --)
fi
# From inside the server's folder: that user may not be allowed into the current one.
server() { (cd "$dir" && "${as_owner[@]}" "$@"); }

dir="$(mktemp -d "${TMPDIR:-/tmp}/throwaway-pg.XXXXXX")"
started=""
cleanup() {
  local status=$?
  if [ -n "$started" ]; then
    server "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Unlike PGlite's defaults (C collation, UTC), as a server set up for people would be: text
# sorts by ICU's en-US rules where this PostgreSQL has them (15 and later), and the sessions'
# time zone is not UTC, so that a query or a test relying on either fails here.
collation=(--locale=C.UTF-8)
if "$bin/initdb" --help | grep -- --locale-provider >/dev/null; then
  collation+=(--locale-provider=icu --icu-locale=en-US)
fi

[ "${#as_owner[@]}" -eq 0 ] || chown "$owner" "$dir"
server "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 "${collation[@]}" \
  >"$dir/initdb.log" 2>&1 || {
  cat "$dir/initdb.log" >&2
  exit 1
}

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => {
    console.log(s.address().port); s.close(); });'
}

# A port found free may be taken before the server binds it: then another is tried. The
# server keeps its socket file in its own folder, and trades durability for speed: fsync and
# the rest are off, since nothing here outlives the command.
for attempt in 1 2 3; do
  port="$(free_port)"
  started=yes
  if server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off \
        -c full_page_writes=off -c max_connections=200 -c timezone=America/New_York" \
    >/dev/null; then
    break
  fi
  started=""
  if [ "$attempt" -eq 3 ]; then
    cat "$dir/server.log" >&2
    exit 1
  fi
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "throwaway PostgreSQL $("$bin/postgres" -V | awk '{print $3}') at $TEST_DATABASE_URL" >&2
# In the background, so that a signal to this script is acted on at once rather than when the
# command ends: it is passed on as SIGTERM (a command started this way ignores SIGINT), and the
# server is removed once the command has stopped. Standard input stays the command's.
set +e
"$@" <&0 &
command_pid=$!
pass_on() {
  kill -TERM "$command_pid" 2>/dev/null
  wait "$command_pid"
  exit "$1"
}
trap 'pass_on 130' INT
trap 'pass_on 143' TERM
wait "$command_pid"
