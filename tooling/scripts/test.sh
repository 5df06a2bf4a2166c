#!/usr/bin/env bash
# The README's test command: installs what is missing, then runs every check through turbo.
# `bash tooling/scripts/test.sh --affected` runs only what changed since main.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/system-deps.sh
source tooling/scripts/pnpm.sh
source tooling/scripts/postgres.sh
pnpm install --frozen-lockfile
start=$(date +%s)
# The app's build starts at once, beside the checks, in a turbo run of its own: in one run turbo queues it behind
# every package's checks (it waits on all of them in the graph), so it ran last and left a core idle at the end.
# The route tree is generated first, once, for both runs.
pnpm exec turbo run generate --filter=@paydeck/web --output-logs=errors-only "$@" > /dev/null
# The brands' builds follow it when the frame journeys will run (their hash holds the shell, not the features, so
# turbo knows before anything is built): Lighthouse's two full builds (a cold run measures them, and the frames take
# them as they are), then the others without precompressed copies or source maps, which only the frames open.
# Otherwise none is made here (apps/web scripts/build-brands.ts makes only stale ones; Lighthouse makes its two
# itself if it runs).
brand_builds=false
pnpm exec node tooling/scripts/frames-will-run.ts "$@" && brand_builds=true
builds_log=$(mktemp)
{ pnpm exec turbo run build --filter=@paydeck/web --continue --output-logs=errors-only "$@" &&
  { [ "$brand_builds" = false ] || { pnpm --filter @paydeck/lighthouse brand-builds &&
    pnpm --filter @paydeck/web build:brands --for=frames; }; }; } > "$builds_log" 2>&1 &
builds_pid=$!
# The stories beside the other checks: when two or more packages' stories are to run, one vitest run does them all
# and leaves each package's task its verdict (apps/storybook/scripts/stories-batch.ts), so they start Vite, vitest
# and a browser once instead of once per package; then turbo runs (and caches) each package's task as usual.
stories_log=$(mktemp)
{ pnpm exec node apps/storybook/scripts/stories-batch.ts "$@" &&
  pnpm exec turbo run test:stories --continue --output-logs=errors-only --concurrency=2 "$@"; } > "$stories_log" 2>&1 &
stories_pid=$!
checks=0
# Three tasks at once beside the builds and the stories on two cores.
pnpm exec turbo run typecheck lint test i18n:check --continue --output-logs=errors-only \
  --concurrency=3 "$@" || checks=$?
wait "$stories_pid" || checks=1
cat "$stories_log"; rm -f "$stories_log"
builds=0
wait "$builds_pid" || builds=$?
cat "$builds_log"; rm -f "$builds_log"
# The budget reads the app's build (cached by the run above, so not built again).
pnpm exec turbo run budget --output-logs=errors-only "$@" || checks=1
[ "$builds" = 0 ] || { echo "The app's build failed (see above)."; exit "$builds"; }
[ "$checks" = 0 ] || { echo "Checks failed (see above)."; exit "$checks"; }
# Lighthouse times pages, so it runs alone between the checks and the journeys (tooling/lighthouse README);
# its verdict is given at the end, after the journeys ran. It is hashed from the files its pages load in the
# app's build (the fingerprint), so a screen it does not measure does not rerun it.
lighthouse=0
{ pnpm exec node tooling/lighthouse/src/fingerprint-cli.ts &&
  pnpm exec turbo run lighthouse --output-logs=errors-only "$@"; } || lighthouse=$?
cat tooling/lighthouse/dist/report.txt 2>/dev/null || true
# The journeys run after the build but are not hashed by it: a package's journeys rerun when the package,
# what it builds on, the shell or the sandbox changed, not when a sibling feature did (see turbo.json).
pnpm exec turbo run build --filter=@paydeck/web --output-logs=errors-only
journeys=0
# Each package's journeys start their own sandbox: the first seeds the demo people into this snapshot file, the
# others load it (apps/sandbox README); a new file each run, so the demo data's dates are today's.
SANDBOX_SNAPSHOT="$(mktemp -d)/journeys-seeded.tar"
export SANDBOX_SNAPSHOT
trap 'rm -rf "$(dirname "$SANDBOX_SNAPSHOT")"' EXIT
pnpm exec turbo run e2e --continue --output-logs=errors-only --concurrency=2 "$@" || journeys=$?
pnpm exec node tooling/scripts/journeys-summary.ts || journeys=1
[ "$journeys" = 0 ] || exit "$journeys"
[ "$lighthouse" = 0 ] || { echo "Lighthouse failed (see its table above)."; exit "$lighthouse"; }
echo "All checks passed in $(( $(date +%s) - start )) s."
