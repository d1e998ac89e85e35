#!/usr/bin/env bash
# Installs the Debian packages the tests and the local engines need, when they are absent:
# Chromium for the browser tests, PostgreSQL for the database tests against a real server,
# espeak-ng / pocketsphinx / sox for the speech engines, curl for the API guide's examples. Needs root (CI runs as root).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
command -v espeak-ng >/dev/null 2>&1 || need+=(espeak-ng)
command -v pocketsphinx_batch >/dev/null 2>&1 && [ -d /usr/share/pocketsphinx/model/en-us ] || need+=(pocketsphinx pocketsphinx-en-us)
command -v sox >/dev/null 2>&1 || need+=(sox)
# curl runs every example of the API guide (tests/integration/api-guides-curl.test.ts)
command -v curl >/dev/null 2>&1 || need+=(curl)
# fonts so pages render with real glyphs in headless Chromium
[ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
if [ ${#need[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${need[*]} (run as root or: sudo apt-get install ${need[*]})" >&2
  exit 1
fi
echo "installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
