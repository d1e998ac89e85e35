#!/bin/sh
# Imports the seed dataset (studio/seed/) into a hosted Sanity project.
#
#   SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_AUTH_TOKEN=sk... \
#     sh scripts/import-seed.sh [--replace | --missing]
#
#   SANITY_PROJECT_ID  target project (required)
#   SANITY_DATASET     target dataset, which must exist (default: production)
#   SANITY_AUTH_TOKEN  API token with write access, e.g. an Editor token (required)
#   --replace          overwrite documents that already exist (default)
#   --missing          only create documents that do not exist yet (keeps editors' changes)
#
# Images are uploaded from studio/seed/images; their asset ids match the seed's.
set -eu

: "${SANITY_PROJECT_ID:?Set SANITY_PROJECT_ID to the id of the target Sanity project}"
: "${SANITY_AUTH_TOKEN:?Set SANITY_AUTH_TOKEN to an API token with write access}"
DATASET="${SANITY_DATASET:-production}"
MODE="${1:---replace}"
case "$MODE" in
  --replace | --missing) ;;
  *) echo "usage: $0 [--replace | --missing]" >&2; exit 2 ;;
esac

STUDIO_DIR=$(cd "$(dirname "$0")/.." && pwd)
cd "$STUDIO_DIR"
if [ ! -x node_modules/.bin/sanity ]; then
  echo "import-seed: run 'npm ci' in $STUDIO_DIR first" >&2
  exit 1
fi
# The Studio's Node 24 and Sanity CLI.
PATH="$STUDIO_DIR/node_modules/.bin:$PATH"
export PATH

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT INT TERM

node scripts/verify-seed.mjs --no-queries
node scripts/prepare-import.mjs seed "$WORK/import.ndjson"

# The token goes through the environment (SANITY_IMPORT_TOKEN), never the command line.
DO_NOT_TRACK=1 SANITY_TELEMETRY_DISABLED=1 \
  SANITY_STUDIO_PROJECT_ID="$SANITY_PROJECT_ID" SANITY_STUDIO_DATASET="$DATASET" \
  SANITY_IMPORT_TOKEN="$SANITY_AUTH_TOKEN" \
  sanity datasets import "$WORK/import.ndjson" \
    --project-id "$SANITY_PROJECT_ID" --dataset "$DATASET" "$MODE"

echo "import-seed: imported the seed into $SANITY_PROJECT_ID/$DATASET"
