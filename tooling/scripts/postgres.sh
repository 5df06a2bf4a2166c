# Sourced by test.sh: starts the local PostgreSQL cluster and makes the role the sandbox's tests use
# (each test file clones its own database from a template, hence CREATEDB); exports TEST_DATABASE_URL.
# Without PostgreSQL the sandbox's tests run on PGlite only, and this says so.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi
}
if command -v pg_lsclusters >/dev/null 2>&1 && [ -n "$(pg_lsclusters -h 2>/dev/null)" ]; then
  read -r pg_version pg_cluster pg_port _ < <(pg_lsclusters -h | head -n 1)
  if [ "$(id -u)" = 0 ]; then pg_ctlcluster "$pg_version" "$pg_cluster" start 2>/dev/null || true
  else sudo pg_ctlcluster "$pg_version" "$pg_cluster" start 2>/dev/null || true; fi
  as_postgres "psql -p $pg_port -tAc \"select 1 from pg_roles where rolname = 'paydeck'\" | grep -q 1 \
    || psql -p $pg_port -qc \"create role paydeck login createdb password 'paydeck'\"" >/dev/null
  as_postgres "psql -p $pg_port -tAc \"select 1 from pg_database where datname = 'paydeck_test'\" | grep -q 1 \
    || createdb -p $pg_port -O paydeck paydeck_test" >/dev/null
  export TEST_DATABASE_URL="postgres://paydeck:paydeck@127.0.0.1:$pg_port/paydeck_test"
  echo "PostgreSQL $pg_version on port $pg_port: the sandbox's tests run on PGlite and on PostgreSQL."
else
  echo "PostgreSQL not available: the sandbox's tests run on PGlite only."
fi
