# Production image: the site plus the Debian packages of the local AI engines (espeak-ng,
# pocketsphinx with its English model, sox). One container is one instance; several containers
# share one PostgreSQL (README, "Running several instances"). Checked by scripts/ops/check-container.sh.
# BASE: where Docker Hub is out of reach, scripts/ops/container-base.sh makes an equivalent image.
ARG BASE=node:24-bookworm-slim

# --- build stage: dev tools, the build, then only what runs is kept
FROM ${BASE} AS build
WORKDIR /app
# ONNXRUNTIME_NODE_INSTALL=skip: npm versions that ignore package.json's allowScripts would run
# onnxruntime-node's install script, which downloads CUDA libraries the CPU engine never uses.
ENV NODE_ENV=production ONNXRUNTIME_NODE_INSTALL=skip FOOD_MODEL_PATH=/app/models/mobilenetv2-12-int8.onnx
COPY package.json package-lock.json ./
# --include=dev: the build needs the dev tools (NODE_ENV is production); they are pruned after it.
# An optional build secret `ca` (a PEM bundle) is trusted for the registry's TLS, for a network
# whose egress proxy signs with its own authority; nothing of it stays in the image.
RUN --mount=type=secret,id=ca NODE_EXTRA_CA_CERTS=/run/secrets/ca npm ci --include=dev --no-audit --no-fund
COPY . .
# The food model is not in the repository: fetched here (sha256 checked) when the build has
# internet; otherwise mount it at FOOD_MODEL_PATH (the photo demo says it is unavailable until then).
# onnxruntime-node ships its library for five platforms (290 MB): only this one's is kept.
RUN npm run build \
 && (FOOD_MODEL_TIMEOUT_MS=30000 node scripts/setup/fetch-food-model.mjs --out "$FOOD_MODEL_PATH" || echo "food model not fetched: mount it at $FOOD_MODEL_PATH") \
 && npm prune --omit=dev \
 && arch="$(node -p process.arch)" \
 && find node_modules/onnxruntime-node/bin/napi-v*/ -mindepth 2 -maxdepth 2 -type d ! -path "*/linux/$arch" -exec rm -rf {} + \
 && rm -rf .git tests docs studio/node_modules

# --- the image that runs
FROM ${BASE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng pocketsphinx pocketsphinx-en-us sox libjemalloc2 ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
    FOOD_MODEL_PATH=/app/models/mobilenetv2-12-int8.onnx
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The launcher runs the server on jemalloc (libjemalloc2 above), which gives the memory a burst of
# requests freed back to the system (decision 0039).
CMD ["sh", "server/start.sh"]
