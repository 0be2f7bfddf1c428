# Throwaway PostgreSQL for the api's migration test (docs/postgres-test.md).
PG_PORT=55432
PG_DATA=/tmp/portal-ci-pg-$$

start_test_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_BIN=$bin
  rm -rf "$PG_DATA" && mkdir -p "$PG_DATA"
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$PG_DATA"
    su postgres -s /bin/sh -c "$PG_BIN/initdb -D $PG_DATA -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
    su postgres -s /bin/sh -c "$PG_BIN/pg_ctl -D $PG_DATA -o '-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1' -l $PG_DATA/server.log -w start" >/dev/null
  else
    "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
    "$PG_BIN/pg_ctl" -D "$PG_DATA" -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1" -l "$PG_DATA/server.log" -w start >/dev/null
  fi
  "$PG_BIN/createdb" -h 127.0.0.1 -p $PG_PORT -U postgres portal_test
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/portal_test"
}

stop_test_postgres() {
  if [ "$(id -u)" = 0 ]; then
    su postgres -s /bin/sh -c "$PG_BIN/pg_ctl -D $PG_DATA -m fast stop" >/dev/null 2>&1 || true
  else
    "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DATA"
}
