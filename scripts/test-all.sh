#!/usr/bin/env bash
# `npm test`: every check and every test, from a fresh clone. Installs what it needs (packages,
# Node 22 through the `node` devDependency, Chromium through apt-get when missing), keeps going
# after a failure so one run shows everything, and ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports
rm -f reports/*.json

failed_checks=()
run() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  if "$@"; then echo "=== $name: ok"; else echo "=== $name: FAILED"; failed_checks+=("$name"); fi
}

if [ ! -x node_modules/.bin/node ] || [ package.json -nt node_modules/.package-lock.json ]; then
  run install npm install --no-audit --no-fund
fi
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  run chromium bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null'
fi

run lint npm run -s lint
run knip npm run -s knip
run typecheck npm run -s typecheck
run spec-lint npm run -s lint:spec
run drift npm run -s check-generated
run unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
run build npm run -s build
run e2e npx playwright test

node scripts/summarize.mjs "${#failed_checks[@]}" "${failed_checks[*]:-}"
