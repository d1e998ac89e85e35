#!/usr/bin/env bash
# Installs the Debian packages the project needs, when they are absent.
#   system-deps.sh engines   what the site's demos run on: espeak-ng (text to speech; a WebAssembly
#                            build is the fallback), pocketsphinx + its English model (voice demo);
#                            and jemalloc, the server's memory allocator (glibc's is the fallback)
#   system-deps.sh all       the engines and what the tests need besides: Chromium (browser tests),
#                            PostgreSQL (database tests on a real server), sox (speech benchmarks and
#                            tests), curl (the API guide's examples), DejaVu fonts (real glyphs in
#                            headless Chromium)
#   system-deps.sh bench     the voice benchmark's other synthesisers (npm run bench:voice): flite,
#                            festival and its voices (kal, ked, slt-hts, the Hindi voice nsk), sox
# Installing needs root (CI runs as root). Without root it lists what is missing and the command to
# run; `engines` then exits 0 (the site runs and names the missing engine), `all` exits 1.
set -euo pipefail
group="${1:-all}"
need=()
command -v espeak-ng >/dev/null 2>&1 || need+=(espeak-ng)
command -v pocketsphinx_batch >/dev/null 2>&1 && [ -d /usr/share/pocketsphinx/model/en-us ] || need+=(pocketsphinx pocketsphinx-en-us)
# jemalloc: server/start.sh runs the server on it, which gives freed memory back (decision 0039)
[ -r "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" ] || need+=(libjemalloc2)
if [ "$group" = all ]; then
  command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || need+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
  command -v sox >/dev/null 2>&1 || need+=(sox)
  command -v curl >/dev/null 2>&1 || need+=(curl)
  [ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
elif [ "$group" = bench ]; then
  command -v sox >/dev/null 2>&1 || need+=(sox)
  command -v flite >/dev/null 2>&1 || need+=(flite)
  command -v text2wave >/dev/null 2>&1 || need+=(festival)
  # festival-hi holds the Hindi phone set and lexicon the nsk voice loads (only "recommended" by it)
  for voice in festvox-kallpc16k festvox-kdlpc16k festvox-us-slt-hts festvox-hi-nsk festival-hi; do
    dpkg -s "$voice" >/dev/null 2>&1 || need+=("$voice")
  done
elif [ "$group" != engines ]; then
  echo "usage: system-deps.sh [engines|all|bench]" >&2
  exit 2
fi
if [ ${#need[@]} -eq 0 ]; then
  echo "system packages ($group): all present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "missing Debian packages: ${need[*]}" >&2
  echo "  install them with: sudo apt-get install ${need[*]}" >&2
  [ "$group" = engines ] && echo "  until then the site runs without them: the voice demo answers 'unavailable', text to speech uses its slower WebAssembly build, the server runs on glibc's malloc (more memory kept after bursts)" >&2
  [ "$group" = engines ] && exit 0
  exit 1
fi
echo "installing Debian packages: ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
