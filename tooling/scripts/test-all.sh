#!/usr/bin/env bash
# Every check and every test (`pnpm test:all`, the README's test command): formatting, rule
# citations, lint, types and every unit and server suite through turbo (three at a time on this
# two-core machine), then every browser suite (`pnpm e2e`).
set -euo pipefail
cd "$(dirname "$0")/../.."

# Test processes live briefly and allocate fast (Vite transforms, PGlite copies, ESLint's syntax
# trees). A young generation of 64 MB per semi-space instead of V8's 16 MB collects far less often:
# measured on this machine, the server's identity and GraphQL tests took 57 CPU-seconds instead of
# 69, ESLint 43 instead of 58.
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--max-semi-space-size=64"

pnpm exec turbo run format:check docs:check lint typecheck test --concurrency=3 --continue
pnpm e2e
