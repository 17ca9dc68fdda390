#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium. Browser downloads (npx playwright install) fail on
# our machines, so Chromium comes from the distribution's package, installed here when missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM and this user cannot install it." >&2
  echo "Install Debian's package as root: apt-get update && apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium package for the end-to-end tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
if [ ! -x "$CHROMIUM" ]; then
  echo "apt-get finished but $CHROMIUM is still missing." >&2
  exit 1
fi
"$CHROMIUM" --version
