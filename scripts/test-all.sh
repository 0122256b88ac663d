#!/usr/bin/env bash
# `npm test`: every check and every test, from a fresh clone. Installs what it needs (packages,
# Node 22 through the `node` devDependency, Chromium and nginx through apt-get when missing), keeps
# going after a failure so one run shows everything, and ends with the time of each stage and one
# summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
mkdir -p reports
rm -f reports/*.json reports/stages.tsv reports/build.status

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
# The stages of one lane that use the build of the other wait for it: the build stage writes its
# status (ok or FAILED) to reports/build.status when it ends.
built() {
  until [ -s reports/build.status ]; do sleep 1; done
  [ "$(cat reports/build.status)" = ok ] || {
    echo "the build stage failed: nothing to test"
    return 1
  }
}
# The command of each stage, by name.
stage() {
  case $1 in
    lint) npm run -s lint ;;
    typecheck) npm run -s typecheck ;;
    # Unused files, exports and dependencies; then the app alone: an export only tests use (issue 26).
    knip) npm run -s knip && npx knip --production ;;
    spec-lint) npm run -s lint:spec ;;
    # What each spec breaks for its callers since its last release (docs/openapi-style.md).
    spec-breaking) npm run -s spec:breaking ;;
    drift) npm run -s check-generated ;;
    unit) npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json ;;
    build)
      local status=FAILED
      npm run -s build && status=ok
      echo "$status" >reports/build.status
      [ "$status" = ok ]
      ;;
    # The size budgets of docs/benchmarks.md on that build: gzip JS per route as the browser loads it
    # (/login, the first account screens), the bundle, the merchant category chunk. A missed budget
    # fails the stage; timed rows stay in `npm run bench` (the machine is shared).
    sizes) built && npm run -s bench -- bundle routes mcc --strict --dist dist ;;
    # The build stage's dist/: the stacks starting side by side must not each decide to rebuild it.
    # No traces (a tenth of the suite's time): a failure here prints its error and step; rerun the
    # file with `npm run test:e2e -- <file>` for the trace (playwright.config.ts).
    e2e) SKIP_BUILD=1 npx playwright test --trace off ;;
    e2e-nginx) built && SKIP_BUILD=1 npx playwright test -c tests/e2e/nginx ;;
    *)
      echo "no stage $1"
      return 1
      ;;
  esac
}
# Lanes side by side, each a list of stages run one after another ("typecheck knip build"): ESLint
# keeps one core busy for minutes while the other runs tsc and the short stages, then starts the
# unit tests. Each stage's output is shown whole, in lane order, when every lane has ended.
run_lanes() {
  local started=$SECONDS lane pids=() dirs=()
  for lane in "$@"; do
    local dir
    dir=$(mktemp -d)
    (
      local name began
      for name in $lane; do
        began=$SECONDS
        if stage "$name" >"$dir/$name.log" 2>&1; then status=ok; else status=FAILED; fi
        echo "$name $status $((SECONDS - began))" >>"$dir/stages"
      done
    ) &
    pids+=($!)
    dirs+=("$dir")
  done
  wait "${pids[@]}"
  local dir name status seconds
  for dir in "${dirs[@]}"; do
    while read -r name status seconds; do
      echo
      echo "=== $name (lanes: $(printf '[%s] ' "$@"))"
      cat "$dir/$name.log"
      echo "=== $name: $status ($seconds s)"
      record "$name" "$seconds" "$status"
      [ "$status" = ok ] || failed_checks+=("$name")
    done <"$dir/stages"
    rm -rf "$dir"
  done
  echo "=== lanes $(printf '[%s] ' "$@"): $((SECONDS - started)) s"
}

if [ ! -x node_modules/.bin/node ] || [ package.json -nt node_modules/.package-lock.json ]; then
  run install npm install --no-audit --no-fund
fi
# Debian packages the browser tests need: Chromium (the benches' browser) and its headless shell (the
# tests' browser, scripts/browser/chromium.ts), and nginx (with its brotli module) for the tests
# through nginx (tests/e2e/nginx). One apt-get update for all.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null || missing+=(nginx libnginx-mod-http-brotli-filter)
if [ ${#missing[@]} -gt 0 ]; then
  # RUNLEVEL=1: the package's own nginx service is not started (the tests run their own).
  run apt-install bash -c "apt-get update -qq && RUNLEVEL=1 DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing[*]} >/dev/null"
fi

# The sizes and the tests through nginx wait mostly (for a browser, for redeploys of their stack):
# they follow ESLint on its lane, beside the unit tests, and the browser tests of the build then
# have both cores to themselves. Measured on a clean clone: phase one 8:25 and the browser tests
# 14:53 with the nginx suite beside them, before; see docs/benchmarks.md "In npm test".
run_lanes "lint sizes e2e-nginx" "typecheck knip spec-lint spec-breaking drift build unit"
run_lanes "e2e"

TEST_ALL_SECONDS=$SECONDS node scripts/summarize.mjs "${#failed_checks[@]}" "${failed_checks[*]:-}"
