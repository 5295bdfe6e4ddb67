#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser download works here).
# Installs it when missing and we are root; otherwise says what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is required for the browser tests. Install it with: sudo apt-get install -y chromium" >&2
echo "(or set CHROMIUM_PATH to an existing Chromium binary)" >&2
exit 1
