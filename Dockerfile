# syntax=docker/dockerfile:1
# The HAI client as a container: the Vite build served by nginx, configured at start from the environment
# (deploy/docker-entrypoint.sh; README, "Deploying beside AGORA").

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build's hidden source maps show the source to anyone who asks; they stay only with HAI_SOURCE_MAPS=1.
ARG HAI_SOURCE_MAPS=0
RUN npm run build && if [ "$HAI_SOURCE_MAPS" != 1 ]; then find dist -name '*.map' -type f -delete; fi

FROM nginx:1.28-bookworm
ARG HAI_SOURCE_MAPS=0
COPY --from=build /app/dist /usr/share/nginx/html
COPY --chmod=755 deploy/docker-entrypoint.sh deploy/nginx.conf.template /etc/hai/
# Everything written at start goes to HAI_RUN_DIR, so the root file system may be read-only (a tmpfs there).
ENV HAI_ROOT=/usr/share/nginx/html \
    HAI_RUN_DIR=/var/cache/hai \
    HAI_PORT=80 \
    HAI_SOURCE_MAPS=$HAI_SOURCE_MAPS
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s CMD curl -fsS -o /dev/null "http://127.0.0.1:${HAI_PORT}/config.js" || exit 1
ENTRYPOINT ["/etc/hai/docker-entrypoint.sh"]
CMD []
