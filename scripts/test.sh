#!/usr/bin/env bash
# `npm test`: every test. Lint (the project's rules, eslint.config.mjs), knip, units, plugins and server
# (vitest), then the built site in Chromium (Playwright). Works on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules/@docusaurus/core ] || npm install --no-audit --no-fund
# Everything below runs on the project's Node 24 (node_modules/.bin/node, from the node-* packages),
# whichever Node started `npm test`: npm puts node_modules/.bin first on PATH, and so does this line
# for `bash scripts/test.sh` run by hand.
export PATH="$PWD/node_modules/.bin:$PATH"
node -e 'const m = Number(process.versions.node.split(".")[0]); if (m < 24) { console.error(`npm test needs Node 24; node_modules/.bin/node is missing and the machine has ${process.version}. Run npm install.`); process.exit(1); }'
bash scripts/ensure-chromium.sh

# Server tests also run against a real Postgres when one is reachable.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ -n "${DATABASE_URL:-}" ]; then
    export TEST_DATABASE_URL="$DATABASE_URL"
  elif command -v pg_isready >/dev/null && pg_isready -h 127.0.0.1 -p 5432 -q; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
  fi
fi
# The site under test uses the embedded database, whatever the shell has.
unset DATABASE_URL

# The content first: a writer's error is named in seconds, before the long steps.
npm run check
npm run lint
# Unused files, exports and dependencies, and undeclared imports (knip.ts); its cache makes a rerun take seconds.
npx knip --cache
npx vitest run
npm run build
npx playwright test
