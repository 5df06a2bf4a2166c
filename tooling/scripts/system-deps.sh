# Sourced by test.sh and .ci/run: Debian's Chromium for the browser tests, and PostgreSQL so the
# sandbox's tests also run on a real PostgreSQL server. Installs only what is missing (needs root or sudo).
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "Installing Debian packages: ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
