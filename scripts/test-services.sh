# shellcheck shell=bash
# The one place that finds, installs and starts what the tests need besides Node and npm. Sourced by
# scripts/test.sh (and by .ci/run for Chromium); defines functions and starts nothing by itself.
#
#   start_test_services  PostgreSQL and Redis for the integration tests. Exports TEST_DATABASE_URL
#                        (the server's maintenance database `postgres`; the test set-up creates a
#                        uniquely named database per run and per test file there and drops them) and
#                        TEST_REDIS_URL. Uses PostgreSQL on 127.0.0.1:$TEST_PG_PORT (default 5432,
#                        trust auth, user postgres) and Redis on 127.0.0.1:$TEST_REDIS_PORT (default
#                        6379) when they answer; otherwise installs the Debian packages (as root) and
#                        starts throwaway instances on free 127.0.0.1 ports in temporary directories.
#                        Pointing TEST_PG_PORT or TEST_REDIS_PORT at an unused port forces that path.
#   stop_test_services   stops and removes what was started; also runs when the shell exits.
#   ensure_chromium      installs Debian's Chromium (/usr/bin/chromium) when missing.
#   at_exit COMMAND      adds COMMAND to what stop_test_services runs (last added runs first).

ts_log() { echo "test-services: $*" >&2; }

_ts_cleanups=()
at_exit() { _ts_cleanups+=("$1"); }
stop_test_services() {
  local i
  for ((i = ${#_ts_cleanups[@]} - 1; i >= 0; i--)); do eval "${_ts_cleanups[i]}" || true; done
  _ts_cleanups=()
}
trap stop_test_services EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Whether something listens on 127.0.0.1:PORT (needs no client package).
tcp_open() { timeout 3 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$0"' "$1" 2>/dev/null; }

free_port() {
  node -e 'const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { process.stdout.write(String(s.address().port)); s.close(); });'
}

# Whether PostgreSQL on 127.0.0.1:PORT lets user postgres in without a password. psql and pg_isready
# come with postgresql-client, which a fresh machine may lack: then a listening port has to do.
pg_answers() {
  local port=$1
  tcp_open "$port" || return 1
  if command -v psql >/dev/null; then
    if ! PGCONNECT_TIMEOUT=5 psql -w -X -q -At -h 127.0.0.1 -p "$port" -U postgres -d postgres \
      -c 'SELECT 1' >/dev/null 2>&1; then
      ts_log "127.0.0.1:$port accepts connections but not user postgres without a password"
      return 1
    fi
  elif command -v pg_isready >/dev/null; then
    pg_isready -q -t 5 -h 127.0.0.1 -p "$port" || return 1
  fi
}

# Whether Redis on 127.0.0.1:PORT answers PING (needs no client package).
redis_answers() {
  timeout 3 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$0" && printf "PING\r\n" >&3 &&
    IFS= read -r reply <&3 && [[ $reply == "+PONG"* ]]' "$1" 2>/dev/null
}

# apt_install PACKAGE...: non-interactive and quiet; prints apt's output only when it fails. Services
# the packages would start (PostgreSQL's main cluster, Redis on 6379) are kept from starting.
_ts_apt_updated=
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    ts_log "$* must be installed and this is not root: run 'sudo apt-get install -y $*' and try again"
    exit 1
  fi
  if ! command -v apt-get >/dev/null; then
    ts_log "$* must be installed and there is no apt-get: install them and try again"
    exit 1
  fi
  local log started=$SECONDS policy=/usr/sbin/policy-rc.d made_policy='' status=0
  log=$(mktemp)
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && made_policy=1
  fi
  ts_log "installing $* with apt-get"
  {
    if [ -z "$_ts_apt_updated" ]; then apt-get update -qq && _ts_apt_updated=1; fi &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        -o DPkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0 \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@"
  } </dev/null >"$log" 2>&1 || status=$?
  if [ -n "$made_policy" ]; then rm -f "$policy"; fi
  if [ "$status" != 0 ]; then
    tail -n 40 "$log" >&2
    rm -f "$log"
    ts_log "apt-get could not install $* (exit code $status)"
    exit 1
  fi
  rm -f "$log"
  ts_log "installed $* in $((SECONDS - started))s"
}

# A CJK font too: without one, Chinese text renders as boxes in the screenshots.
ensure_chromium() {
  if command -v chromium >/dev/null && fc-list 2>/dev/null | grep -qi 'wenquanyi\|noto.*cjk'; then
    ts_log "Chromium: $(command -v chromium)"
  else
    apt_install chromium fonts-liberation fonts-wqy-microhei
  fi
}

_ts_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

# Runs a PostgreSQL program as the postgres user when root (root may not run them), from a
# directory that user can enter.
_ts_as_pg() {
  if [ "$(id -u)" = 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && "$@")
  fi
}

_ts_start_postgres() {
  local bin port dir
  bin=$(_ts_pg_bin)
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    ts_log "there is no postgres user to run PostgreSQL as (root may not run it)"
    exit 1
  fi
  port=$(free_port)
  dir=$(mktemp -d /tmp/lottery-pg.XXXXXX)
  at_exit "_ts_stop_postgres '$bin' '$dir'"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
  _ts_as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    ts_log "initdb failed"
    exit 1
  }
  # A throwaway cluster: durability is not wanted, speed is.
  _ts_as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || {
    cat "$dir/log" >&2
    ts_log "PostgreSQL did not start"
    exit 1
  }
  ts_log "PostgreSQL: started a throwaway $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port in $dir"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

_ts_stop_postgres() {
  local bin=$1 dir=$2
  if [ -f "$dir/data/postmaster.pid" ]; then
    _ts_as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 ||
      _ts_as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  ts_log "PostgreSQL: stopped the throwaway one and removed $dir"
}

_ts_start_redis() {
  local port dir i
  port=$(free_port)
  dir=$(mktemp -d /tmp/lottery-redis.XXXXXX)
  at_exit "_ts_stop_redis '$dir'"
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --dir "$dir" \
    --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/log" >/dev/null
  for ((i = 0; i < 100; i++)); do
    redis_answers "$port" && break
    sleep 0.1
  done
  redis_answers "$port" || {
    cat "$dir/log" >&2
    ts_log "Redis did not start"
    exit 1
  }
  ts_log "Redis: started a throwaway one on 127.0.0.1:$port in $dir"
  export TEST_REDIS_URL="redis://127.0.0.1:$port"
}

_ts_stop_redis() {
  local dir=$1 pid i
  pid=$(cat "$dir/redis.pid" 2>/dev/null) || pid=
  if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then
    for ((i = 0; i < 100; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
  ts_log "Redis: stopped the throwaway one and removed $dir"
}

start_test_services() {
  local pg_port=${TEST_PG_PORT:-5432} redis_port=${TEST_REDIS_PORT:-6379} need_pg='' need_redis=''
  local missing=()
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    ts_log "PostgreSQL: TEST_DATABASE_URL is set, using it"
  elif pg_answers "$pg_port"; then
    ts_log "PostgreSQL: using the one on 127.0.0.1:$pg_port"
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  else
    ts_log "PostgreSQL: none answers on 127.0.0.1:$pg_port, starting a throwaway one"
    need_pg=1
    [ -n "$(_ts_pg_bin)" ] && [ -x "$(_ts_pg_bin)/initdb" ] || missing+=(postgresql)
  fi
  if [ -n "${TEST_REDIS_URL:-}" ]; then
    ts_log "Redis: TEST_REDIS_URL is set, using it"
  elif redis_answers "$redis_port"; then
    ts_log "Redis: using the one on 127.0.0.1:$redis_port"
    export TEST_REDIS_URL="redis://127.0.0.1:$redis_port"
  else
    ts_log "Redis: none answers on 127.0.0.1:$redis_port, starting a throwaway one"
    need_redis=1
    command -v redis-server >/dev/null || missing+=(redis-server)
  fi
  if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
  if [ -n "$need_pg" ]; then _ts_start_postgres; fi
  if [ -n "$need_redis" ]; then _ts_start_redis; fi
}
