# syntax=docker/dockerfile:1
# The HAI client as a container: the Vite build served by nginx, configured at start from the environment
# (deploy/docker-entrypoint.sh; README, "Deploying beside AGORA").

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM nginx:1.28-bookworm
COPY --from=build /app/dist /usr/share/nginx/html
COPY --chmod=755 deploy/docker-entrypoint.sh deploy/nginx.conf.template /etc/hai/
ENV HAI_ROOT=/usr/share/nginx/html \
    HAI_NGINX_CONF=/etc/nginx/nginx.conf \
    HAI_RUN_DIR=/var/cache/hai \
    HAI_PORT=80
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s CMD curl -fsS -o /dev/null "http://127.0.0.1:${HAI_PORT}/config.js" || exit 1
ENTRYPOINT ["/etc/hai/docker-entrypoint.sh"]
CMD []
