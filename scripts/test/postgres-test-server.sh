#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite (TEST_DATABASE_URL).
#
#   bash scripts/test/postgres-test-server.sh start   # prints postgres://<user>@127.0.0.1:<port>/postgres last
#   bash scripts/test/postgres-test-server.sh stop    # stops it and deletes its data
#   bash scripts/test/postgres-test-server.sh halt    # stops it, keeping its data (an outage, for tests)
#   bash scripts/test/postgres-test-server.sh resume  # starts the halted server again on its data
#
# Uses the Debian binaries in /usr/lib/postgresql/<newest>/bin (or PG_BIN); installs nothing.
# Folder PGTEST_DIR (default /tmp/kathana-pgtest-<port>: outside the checkout, because as root the
# server runs as the 'postgres' user, who cannot enter a checkout in root's mode-700 home or in a
# `mktemp -d` folder). Listens on 127.0.0.1 only (port PGTEST_PORT, default 54329), trust auth on
# loopback only, durability switched off: the cluster exists for one test run.
set -euo pipefail

port="${PGTEST_PORT:-54329}"
base="$(realpath -m "${PGTEST_DIR:-/tmp/kathana-pgtest-$port}")"
data="$base/data"
sockets="$base/run"
logfile="$base/postgres.log"

log() { echo "postgres-test-server: $*" >&2; }
die() { log "$*"; exit 1; }

find_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    [[ -x "$PG_BIN/initdb" ]] || die "PG_BIN=$PG_BIN has no initdb"
    echo "$PG_BIN"; return
  fi
  local newest
  newest="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5 -n | tail -n1 || true)"
  if [[ -z "$newest" || ! -x "$newest/initdb" ]]; then
    die "no PostgreSQL server binaries in /usr/lib/postgresql/*/bin (install the Debian package 'postgresql')"
  fi
  echo "$newest"
}

# PostgreSQL refuses to run as root: as root, run it as the 'postgres' user (or a dedicated one).
if [[ "$(id -u)" == 0 ]]; then
  if id -u postgres >/dev/null 2>&1; then
    pg_user=postgres
  else
    pg_user=pgtest
    id -u "$pg_user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$pg_user"
  fi
  as_pg() { runuser -u "$pg_user" -- "$@"; }
else
  pg_user="$(id -un)"
  as_pg() { "$@"; }
fi

stop_server() {
  local bin
  if [[ -f "$data/postmaster.pid" ]]; then
    bin="$(find_bin)"
    log "stopping the server in $data"
    if ! as_pg "$bin/pg_ctl" -D "$data" -m fast -w -t 30 stop >&2; then
      # A stale pid file from a killed server: make sure nothing of it is left running.
      local pid
      pid="$(head -n1 "$data/postmaster.pid" 2>/dev/null || true)"
      if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
        die "could not stop postgres (pid $pid); stop it by hand"
      fi
    fi
  fi
  rm -rf "$data" "$sockets" "$logfile" "$base/initdb.log"
}

start_server() {
  local bin
  bin="$(find_bin)"
  stop_server # a stale server or data folder from an earlier run

  mkdir -p "$data" "$sockets"
  chmod 700 "$data"
  if [[ "$(id -u)" == 0 ]]; then
    chown "$pg_user" "$base" "$data" "$sockets"
    as_pg test -w "$data" || die "the '$pg_user' user cannot reach $data: set PGTEST_DIR to a folder it can enter"
  fi

  log "initdb with $bin (superuser $pg_user)"
  as_pg "$bin/initdb" -D "$data" -U "$pg_user" --auth-local=trust --auth-host=reject \
    --encoding=UTF8 --locale=C.UTF-8 >"$base/initdb.log" 2>&1 ||
    { cat "$base/initdb.log" >&2; die "initdb failed"; }

  # Only the unix socket and loopback TCP may connect; everything else is refused.
  cat >"$data/pg_hba.conf" <<EOF
local all all trust
host  all all 127.0.0.1/32 trust
EOF
  if [[ "$(id -u)" == 0 ]]; then chown "$pg_user" "$data/pg_hba.conf"; fi

  run_server "$bin"
}

run_server() {
  local bin="$1"
  if ! as_pg "$bin/pg_ctl" -D "$data" -l "$logfile" -w -t 30 start \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $sockets -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" >&2; then
    [[ -f "$logfile" ]] && tail -n 20 "$logfile" >&2
    die "postgres did not start (is port $port already taken? set PGTEST_PORT)"
  fi

  local i
  for i in $(seq 1 30); do
    if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -U "$pg_user" -d postgres; then
      echo "postgres://$pg_user@127.0.0.1:$port/postgres"
      return
    fi
    sleep 1
  done
  tail -n 20 "$logfile" >&2 || true
  die "postgres did not become ready on 127.0.0.1:$port within 30 s"
}

halt_server() {
  [[ -f "$data/postmaster.pid" ]] || die "no running server in $data"
  as_pg "$(find_bin)/pg_ctl" -D "$data" -m fast -w -t 30 stop >&2
}

resume_server() {
  [[ -d "$data" ]] || die "no data folder $data: start first"
  run_server "$(find_bin)"
}

case "${1:-}" in
  start) start_server ;;
  stop) stop_server ;;
  halt) halt_server ;;
  resume) resume_server ;;
  *) die "usage: $0 start|stop|halt|resume" ;;
esac
