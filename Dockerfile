# Production image: the site plus the Debian packages of the local AI engines.
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng pocketsphinx pocketsphinx-en-us sox ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production ONNXRUNTIME_NODE_INSTALL=skip HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx remix build && npm prune --omit=dev
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "server.js"]
