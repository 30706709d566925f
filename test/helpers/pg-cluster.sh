#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests, benchmarks and CI: one script, so they all start it the same way.
#
#   pg-cluster.sh install        install PostgreSQL from the Debian packages when it is absent (needs root)
#   pg-cluster.sh available      exit 0 when PostgreSQL's server programs are installed and usable here
#   pg-cluster.sh start DIR      create a cluster in DIR (once) and start it; prints shell assignments:
#                                AWM_TEST_PG_URL (the connection URL) and AWM_TEST_PG_CLUSTER (DIR)
#   pg-cluster.sh stop DIR [fast|immediate]
#                                stop it (immediate: like a crash; the next start recovers from the WAL)
#   pg-cluster.sh destroy DIR    stop it if running and delete DIR
#
# The server listens on 127.0.0.1 only, at a free port chosen at creation, with its Unix socket in
# DIR, trusting local connections (it is a throwaway). initdb and postgres refuse to run as root:
# as root the cluster runs as the "postgres" user the Debian package creates. DIR/cluster.env
# records the programs, the user and the port, so stop and start need only DIR.
set -euo pipefail

die() {
  echo "pg-cluster: $*" >&2
  exit 1
}

# The directory holding initdb, pg_ctl and postgres: $AWM_PG_BINDIR, the newest Debian
# installation, or wherever initdb is on the PATH.
find_bindir() {
  local candidates=()
  [[ -n "${AWM_PG_BINDIR:-}" ]] && candidates+=("$AWM_PG_BINDIR")
  local versioned
  versioned=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4,4n -r || true)
  [[ -n "$versioned" ]] && mapfile -t -O "${#candidates[@]}" candidates <<<"$versioned"
  local on_path
  on_path=$(command -v initdb 2>/dev/null || true)
  [[ -n "$on_path" ]] && candidates+=("$(dirname "$(readlink -f "$on_path")")")
  local dir
  for dir in "${candidates[@]}"; do
    if [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

# The operating-system user the server runs as: the caller, or "postgres" when the caller is root.
server_user() {
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || die 'running as root, but there is no "postgres" user to run the server as'
    echo postgres
  else
    id -un
  fi
}

# Runs a command as the server user.
as_server_user() {
  local user=$1
  shift
  if [[ $user == "$(id -un)" ]]; then
    "$@"
  else
    runuser -u "$user" -- "$@"
  fi
}

# A port nobody listens on now, chosen by the kernel.
free_port() {
  # process.stdout.write: console.log colours numbers when FORCE_COLOR is set (as test runners do).
  node -e "const s = require('net').createServer();
    s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });"
}

load_env() {
  local dir=$1
  [[ -f "$dir/cluster.env" ]] || die "$dir holds no cluster (no cluster.env); create it with: pg-cluster.sh start $dir"
  # shellcheck source=/dev/null
  source "$dir/cluster.env"
}

cmd_install() {
  if find_bindir >/dev/null; then
    echo "pg-cluster: PostgreSQL is installed ($(find_bindir))" >&2
    return 0
  fi
  [[ $(id -u) -eq 0 ]] || die 'PostgreSQL is not installed, and installing it needs root (apt-get install postgresql)'
  command -v apt-get >/dev/null || die 'PostgreSQL is not installed, and this is not a Debian-like system with apt-get'
  echo 'pg-cluster: installing PostgreSQL from the Debian packages' >&2
  export DEBIAN_FRONTEND=noninteractive
  # The tests start clusters of their own: the package need not create (and start) its default one.
  mkdir -p /etc/postgresql-common/createcluster.d
  echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/awm-no-main-cluster.conf
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
  find_bindir >/dev/null || die 'apt-get installed postgresql, but its server programs were not found'
}

cmd_available() {
  find_bindir >/dev/null || return 1
  [[ $(id -u) -ne 0 ]] || id postgres >/dev/null 2>&1
}

cmd_start() {
  local dir=${1:?pg-cluster.sh start DIR}
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [[ ! -f "$dir/cluster.env" ]]; then
    local bindir user port
    bindir=$(find_bindir) ||
      die 'PostgreSQL is not installed (no initdb, pg_ctl and postgres found); install it, or set AWM_PG_BINDIR'
    user=$(server_user)
    port=$(free_port)
    mkdir -p "$dir/data"
    chmod 0700 "$dir/data"
    [[ $user == "$(id -un)" ]] || chown "$user" "$dir" "$dir/data"
    as_server_user "$user" test -w "$dir/data" ||
      die "the $user user cannot write to $dir/data: every directory above it must be searchable by $user"
    as_server_user "$user" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-sync \
      >"$dir/initdb.log" 2>&1 ||
      die "initdb failed: $(tail -5 "$dir/initdb.log")"
    cat >>"$dir/data/postgresql.conf" <<CONF
# pg-cluster.sh: a throwaway test cluster
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 200
CONF
    cat >"$dir/cluster.env" <<ENV
PG_BINDIR='$bindir'
PG_USER='$user'
PG_PORT='$port'
ENV
  fi
  load_env "$dir"
  if ! as_server_user "$PG_USER" "$PG_BINDIR/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    as_server_user "$PG_USER" "$PG_BINDIR/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start >/dev/null ||
      die "the server did not start: $(tail -5 "$dir/server.log")"
  fi
  echo "AWM_TEST_PG_URL='postgres://postgres@127.0.0.1:$PG_PORT/postgres'"
  echo "AWM_TEST_PG_CLUSTER='$dir'"
}

cmd_stop() {
  local dir=${1:?pg-cluster.sh stop DIR [fast|immediate]}
  local mode=${2:-fast}
  load_env "$dir"
  if as_server_user "$PG_USER" "$PG_BINDIR/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    as_server_user "$PG_USER" "$PG_BINDIR/pg_ctl" -D "$dir/data" -m "$mode" -w -t 60 stop >/dev/null
  fi
}

cmd_destroy() {
  local dir=${1:?pg-cluster.sh destroy DIR}
  [[ -d "$dir" ]] || return 0
  if [[ -f "$dir/cluster.env" ]]; then cmd_stop "$dir" immediate || true; fi
  rm -rf "$dir"
}

case "${1:-}" in
  install) cmd_install ;;
  available) cmd_available ;;
  start) cmd_start "${2:-}" ;;
  stop) cmd_stop "${2:-}" "${3:-fast}" ;;
  destroy) cmd_destroy "${2:-}" ;;
  *) die "usage: pg-cluster.sh install | available | start DIR | stop DIR [fast|immediate] | destroy DIR" ;;
esac
