import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { CATALOGUE_PORT } from './catalogue.js';

// The widget catalogue test: every story of the static Storybook build (storybook-static, built
// once by the e2e script) opened in headless Chromium, served by `vite preview`.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  // `pnpm test:all` runs the catalogue beside the other suites on two cores.
  expect: { timeout: 15_000 },
  // One more run of a failed test, only to record its trace; a test that passes only then still
  // fails the run (failOnFlakyTests), so the retry never hides a flaky test.
  retries: 1,
  failOnFlakyTests: true,
  // Stories are independent pages: two at a time on the 2-core machine.
  fullyParallel: true,
  workers: 2,
  outputDir: '../test-results/storybook',
  // test-results/e2e.json feeds the run-wide summary (tooling/scripts/summarize-tests.mjs).
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${CATALOGUE_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    // A failed test keeps a screenshot, and its second run (retries: 1) records a trace (the DOM
    // at each step; the trace's own screencast would cost a quarter of the run's CPU). Recording
    // every story's trace to keep only the failures' cost a sixth of this suite's CPU (138 vs
    // 115 CPU-s).
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `pnpm exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${CATALOGUE_PORT} --strictPort`,
    cwd: '..',
    url: `http://127.0.0.1:${CATALOGUE_PORT}/index.json`,
    timeout: 300_000,
    reuseExistingServer: false,
  },
});
