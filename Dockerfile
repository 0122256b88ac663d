# Ads Manager as a container image: built with Node 22 by the commands CI runs (npm install,
# npm run build), served by Debian's nginx with the repository's configuration (deploy/nginx).
# One image for every environment: mount the environment's config.json and name the upstreams
# (docs/deploy.md). CI does not build this image; it runs the same nginx configuration
# (tests/e2e/nginx).
#
#   docker build -t ads-manager .
#   docker run -p 8080:8080 -v $PWD/prod-config.json:/etc/ads-manager/config.json:ro \
#     -e ADS_API_UPSTREAM=https://api.example.com -e ADS_IDP_UPSTREAM=https://idp.example.com \
#     -e ADS_FLAGS_UPSTREAM=https://flags.example.com ads-manager

FROM node:22-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim
RUN apt-get update \
  && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/ads-manager /etc/nginx/ads-manager
COPY deploy/nginx/ads-manager.conf.template deploy/nginx/render.sh deploy/nginx/docker-entrypoint.sh /usr/local/share/ads-manager/
COPY --from=build /app/dist /var/www/ads-manager
ENV ADS_ROOT=/var/www/ads-manager \
  ADS_CONFIG_FILE=/etc/ads-manager/config.json \
  ADS_LISTEN="8080 [::]:8080"
EXPOSE 8080
ENTRYPOINT ["/usr/local/share/ads-manager/docker-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
