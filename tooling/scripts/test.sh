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
pnpm exec turbo run typecheck lint test build test:stories e2e budget i18n:check --output-logs=errors-only --concurrency=3 "$@"
echo "All checks passed in $(( $(date +%s) - start )) s."
