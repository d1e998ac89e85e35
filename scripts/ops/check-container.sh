#!/usr/bin/env bash
# Builds the Dockerfile's image and runs the multi-instance set-up of the README with it: one
# PostgreSQL container and two site containers on a private network, then checks that both answer
# /readyz and that a login made on one is valid on the other. Needs a container runtime (a Docker
# engine): where there is none (`docker info` fails) it says so and exits 0 without checking.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! docker info >/dev/null 2>&1; then
  echo "check-container: no container runtime here (docker info failed); nothing checked"
  exit 0
fi
tag="kathana-site:check-$$"
net="kathana-check-$$"
cleanup() { docker rm -f "pg-$$" "site-a-$$" "site-b-$$" >/dev/null 2>&1 || true; docker network rm "$net" >/dev/null 2>&1 || true; }
trap cleanup EXIT
docker build -t "$tag" .
docker network create "$net" >/dev/null
docker run -d --name "pg-$$" --network "$net" -e POSTGRES_PASSWORD=site postgres:16 >/dev/null
secret="$(head -c 32 /dev/urandom | base64)"
env=(-e "DATABASE_URL=postgres://postgres:site@pg-$$:5432/postgres" -e "SIGNING_SECRET=$secret" -e "PUBLIC_ORIGIN=http://127.0.0.1:38080")
docker run -d --name "site-a-$$" --network "$net" -p 127.0.0.1:38081:3000 "${env[@]}" "$tag" >/dev/null
docker run -d --name "site-b-$$" --network "$net" -p 127.0.0.1:38082:3000 "${env[@]}" "$tag" >/dev/null
for port in 38081 38082; do
  for _ in $(seq 1 90); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 2; done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "instance on $port is not ready"; exit 1; }
done
jar="$(mktemp)"
curl -fsS -c "$jar" -b "$jar" http://127.0.0.1:38081/api/auth/csrf_cookie >/dev/null
csrf="$(awk '$6=="csrftoken"{print $7}' "$jar")"
user="check$$"
curl -fsS -c "$jar" -b "$jar" -H "Content-Type: application/json" -H "X-CSRFToken: $csrf" \
  -d "{\"username\":\"$user\",\"email\":\"$user@example.com\",\"password\":\"correct horse battery\",\"re_password\":\"correct horse battery\"}" \
  http://127.0.0.1:38081/api/auth/signup >/dev/null
curl -fsS -b "$jar" http://127.0.0.1:38082/api/auth/isAuth | grep -q '"isAuthenticated":"true"' \
  || { echo "a login on instance A is not valid on instance B"; exit 1; }
echo "check-container: image built; two instances on one PostgreSQL answer, and share logins"
