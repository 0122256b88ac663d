#!/usr/bin/env bash
# Spec authors' check: bundle one spec, generate it into .probe/<service>/ and typecheck the output.
set -euo pipefail
service=${1:?usage: scripts/probe-spec.sh <service>}
cd "$(dirname "$0")/.."
out=.probe/$service
rm -rf "$out"
npx tsx scripts/generate.ts --only "$service" --out "$out"
cat > "$out/tsconfig.json" <<JSON
{ "extends": "../../tsconfig.generated.json", "include": ["./**/*.ts", "../../src/api/http.ts", "../../src/api/query-keys.ts"] }
JSON
npx tsc -p "$out/tsconfig.json" --noEmit
echo "probe ok"
