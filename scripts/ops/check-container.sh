#!/usr/bin/env bash
# Builds the Dockerfile's image and proves it where it will run:
#   1. the embedded default (PGlite, local engines) in a container limited to 512 MB answers
#      /readyz, pages, every demo kind, the assistant, contact, sign-up and login
#      (scripts/ops/check-site.mjs), is not killed for memory, and its peak is printed;
#   2. two containers on one PostgreSQL (the throwaway server of the tests, on this host's loopback)
#      both answer, and a login made on one is valid on the other.
# Engine: podman (with runc, and a containers.conf without default ulimits: crun and the default
# ulimits fail on these machines), else a Docker engine; with neither it says so and exits 0.
# Where Docker Hub is out of reach, the base image is made by scripts/ops/container-base.sh.
# The food model is mounted from FOOD_MODEL_PATH's folder or ../shared/models. Needs root for
# podman, debootstrap and the PostgreSQL test server.
#   bash scripts/ops/check-container.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

own_conf="" # a containers.conf this script made, removed at the end
if command -v podman >/dev/null 2>&1; then
  if [[ -z "${CONTAINERS_CONF:-}" ]]; then
    export CONTAINERS_CONF="$(mktemp)"
    own_conf="$CONTAINERS_CONF"
    printf '[containers]\ndefault_ulimits = []\n' >"$CONTAINERS_CONF"
  fi
  engine=(podman --runtime runc)
  engine_name=podman
  build_format=(--format docker) # the OCI format has no HEALTHCHECK
elif docker info >/dev/null 2>&1; then
  engine=(docker)
  engine_name=docker
  build_format=()
else
  echo "check-container: no container engine here (neither podman nor a Docker engine); nothing checked"
  exit 0
fi

suffix="$$"
tag="localhost/kathana-site:check-$suffix"
names=("embedded-$suffix" "site-a-$suffix" "site-b-$suffix")
pg_started=""
cleanup() {
  for name in "${names[@]}"; do "${engine[@]}" rm -f "$name" >/dev/null 2>&1 || true; done
  "${engine[@]}" rmi "$tag" >/dev/null 2>&1 || true
  [[ -n "$pg_started" ]] && PGTEST_PORT=54339 bash scripts/test/postgres-test-server.sh stop >/dev/null 2>&1 || true
  [[ -n "$own_conf" ]] && rm -f "$own_conf"
  return 0
}
trap cleanup EXIT

model="${FOOD_MODEL_PATH:-../shared/models/mobilenetv2-12-int8/mobilenetv2-12-int8.onnx}"
[[ -f "$model" ]] || { echo "check-container: no food model at $model (set FOOD_MODEL_PATH)"; exit 1; }
model_dir="$(realpath "$(dirname "$model")")"
model_file="$(basename "$model")"

wait_ready() { # port, seconds
  for _ in $(seq 1 "$2"); do
    curl -fsS "http://127.0.0.1:$1/readyz" >/dev/null 2>&1 && return 0
    sleep 1
  done
  return 1
}

# --- the image
base=(--build-arg "BASE=node:24-bookworm-slim")
if ! timeout 60 "${engine[@]}" pull -q docker.io/library/node:24-bookworm-slim >/dev/null 2>&1; then
  echo "check-container: Docker Hub is out of reach; making the base image here"
  base=(--build-arg "BASE=$(bash scripts/ops/container-base.sh "$engine_name" | tail -1)")
fi
secret=()
ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
[[ -f "$ca" ]] && secret=(--secret "id=ca,src=$ca")
built_at=$SECONDS
"${engine[@]}" build -q "${build_format[@]}" "${base[@]}" "${secret[@]}" -t "$tag" . >/dev/null
size="$("${engine[@]}" image inspect --format '{{.Size}}' "$tag")"
echo "check-container: image built in $((SECONDS - built_at)) s; $((size / 1000000)) MB"

# --- 1. the embedded default in 512 MB
# --no-healthcheck: this script polls /readyz itself; podman would otherwise want systemd timers.
limits=(-e TRUST_PROXY=1 -e FOOD_DEMO_RATE_LIMIT=100000 -e VOICE_RATE_LIMIT=100000 -e TEXTDEMO_LIMIT_PER_MINUTE=100000
  -e CONTACT_RATE_LIMIT=100000 -e CONTACT_UNVERIFIED_RATE_LIMIT=100000)
started_at=$SECONDS
"${engine[@]}" run -d --no-healthcheck --name "${names[0]}" --memory 512m --memory-swap 512m -p 127.0.0.1:38080:3000 \
  -v "$model_dir:/models:ro" -e "FOOD_MODEL_PATH=/models/$model_file" "${limits[@]}" "$tag" >/dev/null
# The group's usage counts the page cache (the image's files as they are read), which the kernel
# takes back near the limit: the processes' own memory is the anonymous part (memory.stat), sampled.
cgroup="$("${engine[@]}" inspect --format '{{.State.CgroupPath}}' "${names[0]}" 2>/dev/null || true)"
stat=""
for file in "/sys/fs/cgroup/memory$cgroup/memory.stat" "/sys/fs/cgroup$cgroup/memory.stat"; do
  [[ -n "$cgroup" && -r "$file" ]] && { stat="$file"; break; }
done
anon_kb() { awk '$1=="total_rss"||$1=="anon"{print int($2/1024)}' "$stat" 2>/dev/null | head -1; }
peak_file="$(mktemp)"
echo 0 >"$peak_file"
if [[ -n "$stat" ]]; then
  ( peak=0; while [[ -r "$stat" ]]; do now="$(anon_kb)"; ((now > peak)) && { peak=$now; echo "$peak" >"$peak_file"; }; sleep 0.2; done ) &
  sampler=$!
fi
wait_ready 38080 180 || { "${engine[@]}" logs "${names[0]}" | tail -30; echo "check-container: the embedded default never became ready"; exit 1; }
echo "check-container: embedded default ready after $((SECONDS - started_at)) s in a 512 MB container"
ok=1
# The image carries libjemalloc2 and server/start.sh runs the server (PID 1) on it (decision 0039).
allocator="$("${engine[@]}" exec "${names[0]}" sh -c 'grep -q libjemalloc /proc/1/maps && echo jemalloc || echo "glibc malloc"')"
echo "check-container: the server's memory allocator: $allocator"
[[ "$allocator" == jemalloc ]] || ok=0
node scripts/ops/check-site.mjs --origin http://127.0.0.1:38080 --requests "${CHECK_REQUESTS:-50}" || ok=0
oom="$("${engine[@]}" inspect --format '{{.State.OOMKilled}}' "${names[0]}")"
running="$("${engine[@]}" inspect --format '{{.State.Running}}' "${names[0]}")"
if [[ -n "$stat" ]]; then
  kill "$sampler" 2>/dev/null || true
  echo "check-container: the processes' own (anonymous) memory: peak $(($(cat "$peak_file") / 1024)) MB from start, now $(($(anon_kb) / 1024)) MB, of 512 MB"
fi
rm -f "$peak_file"
echo "check-container: out-of-memory kill: $oom; still running: $running"
[[ "$ok" == 1 && "$oom" == false && "$running" == true ]] || { "${engine[@]}" logs "${names[0]}" | tail -30; exit 1; }
"${engine[@]}" rm -f "${names[0]}" >/dev/null

# --- 2. two instances on one PostgreSQL
database_url="$(PGTEST_PORT=54339 bash scripts/test/postgres-test-server.sh start | tail -1)"
pg_started=1
secret_key="$(head -c 32 /dev/urandom | base64)"
for i in 1 2; do
  "${engine[@]}" run -d --no-healthcheck --name "${names[$i]}" --network host -e HOST=127.0.0.1 -e "PORT=3808$i" \
    -e "DATABASE_URL=$database_url" -e "SIGNING_SECRET=$secret_key" -e "PUBLIC_ORIGIN=http://127.0.0.1:38080" "$tag" >/dev/null
done
for port in 38081 38082; do
  wait_ready "$port" 180 || { echo "check-container: the instance on $port is not ready"; exit 1; }
done
jar="$(mktemp)"
curl -fsS -c "$jar" -b "$jar" http://127.0.0.1:38081/api/auth/csrf_cookie >/dev/null
csrf="$(awk '$6=="csrftoken"{print $7}' "$jar")"
user="check$suffix"
curl -fsS -c "$jar" -b "$jar" -H "Content-Type: application/json" -H "X-CSRFToken: $csrf" -H "Origin: http://127.0.0.1:38081" \
  -d "{\"username\":\"$user\",\"email\":\"$user@example.com\",\"password\":\"correct horse battery\",\"re_password\":\"correct horse battery\"}" \
  http://127.0.0.1:38081/api/auth/signup >/dev/null
curl -fsS -b "$jar" http://127.0.0.1:38082/api/auth/isAuth | grep -q '"isAuthenticated":"true"' \
  || { echo "check-container: a login on instance A is not valid on instance B"; exit 1; }
rm -f "$jar"
echo "check-container: passed — the embedded default serves every kind of request in 512 MB; two instances on one PostgreSQL share logins"
