#!/bin/sh
# Writes conf.d/ads-manager.conf (to standard output) from ads-manager.conf.template and the
# environment (docs/deploy.md):
#
#   ADS_API_UPSTREAM    where /api/ goes, scheme://host[:port], e.g. https://api.example.com   (required)
#   ADS_IDP_UPSTREAM    where /idp/ goes                                                     (required)
#   ADS_FLAGS_UPSTREAM  where /flags/ goes                                                   (required)
#   ADS_ROOT            the build (dist/ of `npm run build`)         default /var/www/ads-manager
#   ADS_CONFIG_FILE     the runtime configuration, served as /config.json
#                                                                    default /etc/ads-manager/config.json
#   ADS_LISTEN          nginx's listen addresses, space-separated    default "80 [::]:80"
#   ADS_SERVER_NAME     server_name                                  default _
#   ADS_RESOLVER        DNS server(s) for upstream host names, e.g. 127.0.0.11 in Docker
#                       (nginx resolves names in variables at run time; not needed for IP addresses)
#   ADS_BROTLI          on, off or auto (default: on when Debian's brotli module is enabled)
#
#   ADS_API_UPSTREAM=https://api.example.com ADS_IDP_UPSTREAM=… ADS_FLAGS_UPSTREAM=… \
#     deploy/nginx/render.sh > /etc/nginx/conf.d/ads-manager.conf
set -eu
here=$(dirname "$0")

fail() {
  echo "render.sh: $*" >&2
  exit 1
}

for name in ADS_API_UPSTREAM ADS_IDP_UPSTREAM ADS_FLAGS_UPSTREAM; do
  eval "value=\${$name:-}"
  case "$value" in
    http://* | https://*) ;;
    *) fail "$name must be http(s)://host[:port], not '$value'" ;;
  esac
  rest=${value#*://}
  case "$rest" in
    "" | */*) fail "$name must be http(s)://host[:port] without a path, not '$value'" ;;
  esac
done

ADS_ROOT=${ADS_ROOT:-/var/www/ads-manager}
ADS_CONFIG_FILE=${ADS_CONFIG_FILE:-/etc/ads-manager/config.json}
listen=""
set -f # [::]:80 is an address, not a file pattern
for address in ${ADS_LISTEN:-80 [::]:80}; do listen="${listen}listen ${address}; "; done
set +f
ADS_SERVER_NAME=${ADS_SERVER_NAME:-_}
if [ -n "${ADS_RESOLVER:-}" ]; then
  resolver="resolver ${ADS_RESOLVER} valid=30s;"
else
  resolver="# no resolver: the upstreams are IP addresses (set ADS_RESOLVER for host names)"
fi
brotli_mode=${ADS_BROTLI:-auto}
if [ "$brotli_mode" = auto ]; then
  if ls /etc/nginx/modules-enabled/*brotli-filter* >/dev/null 2>&1; then brotli_mode=on; else brotli_mode=off; fi
fi
case "$brotli_mode" in
  on) brotli="include ads-manager/brotli.conf;" ;;
  off) brotli="# no brotli: gzip only (install libnginx-mod-http-brotli-filter for it)" ;;
  *) fail "ADS_BROTLI must be on, off or auto, not '$brotli_mode'" ;;
esac

# sed replacement text: escape \, & and the delimiter |.
quote() { printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'; }

sed \
  -e "s|\${ADS_LISTEN}|$(quote "${listen% }")|" \
  -e "s|\${ADS_SERVER_NAME}|$(quote "$ADS_SERVER_NAME")|" \
  -e "s|\${ADS_ROOT}|$(quote "$ADS_ROOT")|" \
  -e "s|\${ADS_RESOLVER}|$(quote "$resolver")|" \
  -e "s|\${ADS_CONFIG_FILE}|$(quote "$ADS_CONFIG_FILE")|" \
  -e "s|\${ADS_API_UPSTREAM}|$(quote "$ADS_API_UPSTREAM")|" \
  -e "s|\${ADS_IDP_UPSTREAM}|$(quote "$ADS_IDP_UPSTREAM")|" \
  -e "s|\${ADS_FLAGS_UPSTREAM}|$(quote "$ADS_FLAGS_UPSTREAM")|" \
  -e "s|\${ADS_BROTLI}|$(quote "$brotli")|" \
  "$here/ads-manager.conf.template"
