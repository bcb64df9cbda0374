#!/usr/bin/env bash
# Every check and every test (`pnpm test:all`, the README's test command): the server's suite
# beside formatting, rule citations, lint, types and every other unit suite through turbo (two at
# a time on this two-core machine), then every browser suite (`pnpm e2e`), then the scale test.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Test processes live briefly and allocate fast (Vite transforms, PGlite copies, ESLint's syntax
# trees). A young generation of 64 MB per semi-space instead of V8's 16 MB collects far less often:
# measured on this machine, the server's identity and GraphQL tests took 57 CPU-seconds instead of
# 69, ESLint 43 instead of 58.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=64"

# The Node-only packages' tests run as one Vitest run from the root (`test:node`,
# tooling/config/vitestProjects.js), so turbo's per-package `test` task leaves those packages out:
# 99 instead of 183 CPU-seconds for their 2,370 tests (one process, and the server's modules
# imported once instead of once per package that starts a server).
mapfile -t own_run < <(node --input-type=module -e "
  import { NODE_TEST_PACKAGES } from './tooling/config/nodeTestPackages.js';
  for (const dir of NODE_TEST_PACKAGES) console.log('--filter=!./' + dir);")

# The server's suite is the stage's longest task (≈ 10 min here) and keeps 1.45 cores busy on
# average (it waits on PostgreSQL and on timers): it starts first, beside turbo's two slots, rather
# than when turbo reaches it (at 222 s in CI of fecb396, then alone for its last 407 s). Measured in
# CI of 3640b67: the stage took 794 s against 808 s, turbo's tasks done at 579 s. Starting the
# browser stage beside the suite's last minutes was tried there too and made the run slower.
(pnpm --filter @tessera/server test 2>&1 | sed -u 's|^|@tessera/server:test: |'
  exit "${PIPESTATUS[0]}") &
server=$!

# --summarize keeps each task's start, end and exit in .turbo/runs/<id>.json (git-ignored): the
# stage's packing on two cores is read there.
stage=0
pnpm exec turbo run format:check docs:check lint typecheck test test:node "${own_run[@]}" \
  --filter='!./apps/server' --concurrency=2 --continue --summarize || stage=1
wait "$server" || stage=1
if [ "$stage" -ne 0 ]; then exit "$stage"; fi

# Then every browser suite, and after them the scale test (three server instances behind HAProxy
# on PostgreSQL, `pnpm test:scale`). It ran beside the browser suites until CI of 99c835e, where
# that machine's load made two of its checks fail for load alone: a 或签 loser's lock wait passed
# the 5 s statement timeout (40000 instead of 40900), and one request of the rolling restart waited
# over 5 s for a new connection (数据库暂时无法连接). Alone it costs about 4 minutes more. Like
# the server's PostgreSQL runs it needs DATABASE_URL (and HAProxy); without them it is named, not
# run.
status=0
pnpm e2e || status=1
if [ -n "${DATABASE_URL:-}" ] && command -v "${HAPROXY_PATH:-haproxy}" >/dev/null; then
  pnpm test:scale || status=1
else
  echo "scale test not run: it needs DATABASE_URL (PostgreSQL) and HAProxy (README)"
fi
exit "$status"
