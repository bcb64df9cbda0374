#!/usr/bin/env bash
# Every browser suite (`pnpm e2e`), the longest first: the desktop runtime's two shards and the
# account portal start at once, and the widget catalogue, the start-on-other-ports check and the
# mobile runtime (≈ 2¼ min alone) take a third slot one after the other. (Started in turbo's own order, the desktop suite, the longest,
# once began last and ran alone for its last minutes.) Each line is prefixed with its package; the
# exit code is non-zero when any suite failed, after all of them finished.
#
# CPU, not cores, bounds this stage (≈ 940 CPU-s: Chromium 58%, Playwright's runners and workers
# 17%, the suites' servers 13%, vite preview and builds 6%). So the suites record a trace only
# on a failed test's second run (retries: 1 with failOnFlakyTests): recording every test's trace
# cost 52.8 instead of 50.1 CPU-s on pc-runtime's signin.spec.ts and 138 instead of 115 on the
# widget catalogue. And no Playwright process imports the server's package entry for a constant
# (`@tessera/server/demo`, `@tessera/test-utils/signed-headers`): each would load the server.
set -u
cd "$(dirname "$0")/../.."

suite() {
  local package=$1
  pnpm --filter "$package" run e2e 2>&1 | sed -u "s|^|${package#@tessera/}:e2e: |"
  return "${PIPESTATUS[0]}"
}

suite @tessera/pc-runtime & desktop=$!
suite @tessera/account-portal & portal=$!
status=0
suite @tessera/widgets || status=1
suite @tessera/scripts || status=1
suite @tessera/mobile-runtime || status=1
wait "$desktop" || status=1
wait "$portal" || status=1
exit "$status"
