# Sourced by the other scripts: makes `pnpm` (the version pinned in package.json) available on a
# machine that has only Node and npm. Corepack cannot be used here (its signature check fails).
want=$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' package.json)
if [ "$(pnpm --version 2>/dev/null)" != "$want" ]; then
  echo "Installing pnpm $want with npm…"
  npm install -g "pnpm@$want" >/dev/null 2>&1 || npm install -g --prefix "$HOME/.local" "pnpm@$want" >/dev/null
  export PATH="$HOME/.local/bin:$PATH"
fi
