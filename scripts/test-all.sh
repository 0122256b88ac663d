#!/usr/bin/env bash
# `npm test`: every check and every test, from a fresh clone. Installs what it needs (packages,
# Node 22 through the `node` devDependency, Chromium and nginx through apt-get when missing), keeps
# going after a failure so one run shows everything, and ends with the time of each stage and one
# summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports
rm -f reports/*.json reports/stages.tsv

failed_checks=()
# One line per stage for scripts/summarize.mjs: name, seconds, ok|FAILED.
record() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>reports/stages.tsv; }
run() {
  local name=$1 started=$SECONDS status=ok
  shift
  echo
  echo "=== $name: $*"
  if ! "$@"; then status=FAILED; failed_checks+=("$name"); fi
  echo "=== $name: $status ($((SECONDS - started)) s)"
  record "$name" $((SECONDS - started)) "$status"
}
# Stages that only read the sources, side by side (ESLint and tsc each keep one core busy); each
# one's output is shown whole when it ends.
run_together() {
  local started=$SECONDS name pids=() names=() logs=()
  for name in "$@"; do
    local log
    log=$(mktemp)
    (
      local began=$SECONDS
      if npm run -s "$name" >"$log" 2>&1; then echo "ok $((SECONDS - began))" >>"$log.status"; else echo "FAILED $((SECONDS - began))" >>"$log.status"; fi
    ) &
    pids+=($!)
    names+=("$name")
    logs+=("$log")
  done
  wait "${pids[@]}"
  local index
  for index in "${!names[@]}"; do
    local status seconds
    read -r status seconds <"${logs[index]}.status"
    echo
    echo "=== ${names[index]}: npm run -s ${names[index]} (beside: $*)"
    cat "${logs[index]}"
    echo "=== ${names[index]}: $status ($seconds s)"
    record "${names[index]}" "$seconds" "$status"
    [ "$status" = ok ] || failed_checks+=("${names[index]}")
    rm -f "${logs[index]}" "${logs[index]}.status"
  done
  echo "=== $*: $((SECONDS - started)) s together"
}

if [ ! -x node_modules/.bin/node ] || [ package.json -nt node_modules/.package-lock.json ]; then
  run install npm install --no-audit --no-fund
fi
# Debian packages the browser tests need: Chromium, and nginx (with its brotli module) for the tests
# through nginx (tests/e2e/nginx). One apt-get update for both.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null || missing+=(nginx libnginx-mod-http-brotli-filter)
if [ ${#missing[@]} -gt 0 ]; then
  # RUNLEVEL=1: the package's own nginx service is not started (the tests run their own).
  run apt-install bash -c "apt-get update -qq && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing[*]} >/dev/null"
fi

run_together lint typecheck
run knip npm run -s knip
run spec-lint npm run -s lint:spec
# What each spec breaks for its callers since its last release (docs/openapi-style.md).
run spec-breaking npm run -s spec:breaking
run drift npm run -s check-generated
run unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
run build npm run -s build
# The size budgets of docs/benchmarks.md on that build: gzip JS per route as the browser loads it
# (/login, the first account screens), the bundle, the merchant category chunk. A missed budget
# fails the stage; timed rows stay in `npm run bench` (the machine is shared).
run sizes npm run -s bench -- bundle routes mcc --strict --dist dist
run e2e npx playwright test
run e2e-nginx npx playwright test -c tests/e2e/nginx

TEST_ALL_SECONDS=$SECONDS node scripts/summarize.mjs "${#failed_checks[@]}" "${failed_checks[*]:-}"
