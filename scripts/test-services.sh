# Sourced by scripts/test.sh. Uses the PostgreSQL on 127.0.0.1:5432 when it answers; otherwise
# installs PostgreSQL with apt-get (as root) and starts a throwaway cluster for this run.
pg_answers() { pg_isready -q -h 127.0.0.1 -p "$1" 2>/dev/null; }

if command -v pg_isready >/dev/null && pg_answers 5432; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
else
  echo "PostgreSQL on 127.0.0.1:5432 does not answer: starting a throwaway one" >&2
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  pg_dir=$(mktemp -d /tmp/lottery-pg.XXXXXX)
  chown postgres "$pg_dir" 2>/dev/null || true
  as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  as_pg "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust >/dev/null
  as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -o "-h 127.0.0.1 -p 55432 -k $pg_dir" -l "$pg_dir/log" -w start >/dev/null
  trap 'as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null; rm -rf "$pg_dir"' EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:55432/postgres"
fi
