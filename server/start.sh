#!/bin/sh
# Starts the server (`server.js` in the current folder) with the memory allocator of decision 0039.
# `npm start`, the container, the browser tests and the test helper all start it through this file.
#
# glibc's malloc keeps what a burst of requests freed inside its heaps (fragments between blocks
# still in use) and gives it back only on an explicit trim, so the server stayed ~25 MB above idle
# after a burst. jemalloc, with its background thread, returns freed pages to the system within
# seconds. It is used when the system has it (Debian: libjemalloc2, which `npm run setup` installs
# and the image carries); otherwise glibc's malloc runs, with its mmap threshold fixed so that large
# freed blocks at least go back at once. An LD_PRELOAD the operator set is left as it is, and
# SERVER_ALLOCATOR=system chooses glibc's malloc.
#   usage: sh server/start.sh [node binary]      (default: the `node` on PATH)
node="${1:-node}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
if [ -z "${LD_PRELOAD:-}" ] && [ "${SERVER_ALLOCATOR:-jemalloc}" != system ]; then
  for lib in "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/lib64/libjemalloc.so.2 /usr/lib/libjemalloc.so.2; do
    if [ -r "$lib" ]; then
      export LD_PRELOAD="$lib" MALLOC_CONF="${MALLOC_CONF:-background_thread:true}"
      break
    fi
  done
fi
exec "$node" server.js
