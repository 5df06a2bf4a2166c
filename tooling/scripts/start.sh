#!/usr/bin/env bash
# The README's start command: installs, builds the app and starts it with the sandbox and demo data.
set -euo pipefail
cd "$(dirname "$0")/../.."
source tooling/scripts/pnpm.sh
pnpm install --frozen-lockfile
pnpm exec turbo run build --filter=@paydeck/web --output-logs=errors-only
exec pnpm exec node tooling/scripts/serve.ts
