# GaadiCare app process (one per container; compose.yaml runs two behind Caddy).
# Not built in CI: the machine that tests this repository has no base images.
FROM node:24-bookworm-slim
WORKDIR /opt/gaadicare
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/gaadicare SHUTDOWN_DRAIN_SECONDS=3 SHUTDOWN_GRACE_SECONDS=10
# The photo store (a volume shared by the app containers) and the app's data folder, the app's user's.
RUN mkdir -p /var/lib/gaadicare/photos && chown -R node:node /var/lib/gaadicare
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "src/server/server.ts"]
