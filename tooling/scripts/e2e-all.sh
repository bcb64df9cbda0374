#!/usr/bin/env bash
# Every browser suite (`pnpm e2e`), the longest first, in three slots of about equal length: the
# desktop runtime's two shards (≈ 7½ min); the account portal (≈ 5¼ min), then the
# start-on-other-ports check (≈ 1¾ min); the widget catalogue (≈ 1½ min), then the mobile runtime
# (≈ 5 min; the catalogue's port is the mobile server's, so they stay in one slot). The start check
# ran in the third slot too: 8½ min there in CI of c7c8fa1, against the portal's 5¼ min without
# its flaky test. (Started in turbo's own order, the desktop suite, the longest, once began last
# and ran alone for its last minutes.) Each line is prefixed with its package; the exit code is
# non-zero when any suite failed, after all of them finished.
#
# CPU, not cores, bounds this stage (≈ 940 CPU-s: Chromium 58%, Playwright's runners and workers
# 17%, the suites' servers 13%, vite preview and builds 6%). So the suites record a trace only
# on a failed test's second run (retries: 1 with failOnFlakyTests): recording every test's trace
# cost 52.8 instead of 50.1 CPU-s on pc-runtime's signin.spec.ts and 138 instead of 115 on the
# widget catalogue. And no Playwright process imports the server's package entry for a constant
# (`@tessera/server/demo`, `@tessera/test-utils/signed-headers`): each would load the server.
# Measured and not taken: one browser context per worker for the whole suite (Playwright's
# `reuseContext`, which clears cookies, storage and cache between tests) — pc-runtime's controls,
# grid, lists and events specs took 135.2 instead of 135.7 CPU-s, the account portal 175.1
# instead of 175.8 (side by side): their tests' time is in the pages and the server, not in a
# fresh context. The widget catalogue's stories switch in one page per worker (e2e/preview.ts).
# Nor are animations the cost: with every CSS transition and animation cut to 0.01 ms (the
# reduced-motion rule, Playwright's `reducedMotion: 'reduce'`) pc-runtime's adminRoles and
# adminDepartments specs took 100.0 instead of 102.4 CPU-s (the whole process tree, cpuacct).
set -u
cd "$(dirname "$0")/../.."

suite() {
  local package=$1
  pnpm --filter "$package" run e2e 2>&1 | sed -u "s|^|${package#@tessera/}:e2e: |"
  return "${PIPESTATUS[0]}"
}

suite @tessera/pc-runtime & desktop=$!
(
  failed=0
  suite @tessera/account-portal || failed=1
  suite @tessera/scripts || failed=1
  exit "$failed"
) &
portal=$!
status=0
suite @tessera/widgets || status=1
suite @tessera/mobile-runtime || status=1
wait "$desktop" || status=1
wait "$portal" || status=1
exit "$status"
