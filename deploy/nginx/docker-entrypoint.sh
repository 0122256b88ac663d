#!/bin/sh
# The container's start (Dockerfile): writes /etc/nginx/conf.d/ads-manager.conf from the environment
# with render.sh (its variables are documented there and in docs/deploy.md), then runs the command.
set -eu
here=$(dirname "$0")

if [ ! -f "${ADS_CONFIG_FILE:-/etc/ads-manager/config.json}" ]; then
  echo "docker-entrypoint.sh: ${ADS_CONFIG_FILE:-/etc/ads-manager/config.json} is missing: mount this environment's config.json there (docs/deploy.md)" >&2
  exit 1
fi
# Upstream host names are resolved at run time: by the container's own DNS server unless told.
if [ -z "${ADS_RESOLVER:-}" ]; then
  ADS_RESOLVER=$(awk '/^nameserver/ { print $2; exit }' /etc/resolv.conf)
  case "$ADS_RESOLVER" in *:*) ADS_RESOLVER="[$ADS_RESOLVER]" ;; esac
  export ADS_RESOLVER
fi
"$here/render.sh" >/etc/nginx/conf.d/ads-manager.conf
nginx -t -q
exec "$@"
