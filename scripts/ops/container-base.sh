#!/usr/bin/env bash
# Makes, where Docker Hub cannot be reached, the image the Dockerfile builds FROM (its BASE build
# argument): Debian bookworm (debootstrap, minbase) with the project's Node 24 and npm taken from
# the npm registry's own packages, and a `node` user (uid 1000) as the official node images have.
# Needs root and debootstrap. Prints the image's name last; an image already made is reused.
#   bash scripts/ops/container-base.sh [podman|docker]
set -euo pipefail
cd "$(dirname "$0")/../.."
engine="${1:-podman}"
node_version="$(node -p "require('./package-lock.json').packages['node_modules/node'].version")"
npm_version="$(npm --version)"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "container-base: no Node package for $(uname -m)" >&2; exit 1 ;;
esac
image="localhost/kathana-base:bookworm-node${node_version}"
if "$engine" image exists "$image" 2>/dev/null || "$engine" image inspect "$image" >/dev/null 2>&1; then
  echo "$image"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
echo "container-base: debootstrap bookworm (minbase) …" >&2
debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log" 2>&1 \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
(cd "$work" && npm pack --silent "node-linux-${arch}@${node_version}" "npm@${npm_version}" >/dev/null)
tar -xzf "$work/node-linux-${arch}-${node_version}.tgz" -C "$work" package/bin/node
install -m 755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-${npm_version}.tgz" --strip-components=1 -C "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
tar -C "$rootfs" -c . | "$engine" import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"
