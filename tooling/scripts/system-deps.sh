# Sourced by test.sh and .ci/run: Debian's Chromium (the full browser for Lighthouse and the budget, its
# headless shell for the journeys and stories, see tooling/browser), and PostgreSQL so the
# sandbox's tests also run on a real PostgreSQL server. Installs only what is missing (needs root or sudo).
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  echo "Installing Debian packages: ${need[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi
