/*
 * pc-runtime benchmark (pnpm --filter @tessera/pc-runtime bench; the root `pnpm bench`), README
 * "Benchmark". Prints:
 *   1. pc-runtime's initial JS (gzip, entry + static imports) against the goal of 250 KB (issue 30);
 *   2. the 100-widget page /widgets/bench (20 data sources, seeded by the server) from navigation
 *      to every widget painted, median of 5 fresh loads in headless Chromium, in pc-runtime and
 *      in the same page written for amis (tooling/amis-bench) in the same run, alternating, and
 *      their ratio against the goal of ≤ 0.35× amis (issue 30).
 * Both apps are production builds served by `vite preview`, proxying /api to the one real server
 * (PGlite, demo seed) on loopback, and both are signed in as the demo account (cookies).
 * BENCH_PORT=n: pc-runtime's preview on n, amis' on n+1, the server on n+2. BENCH_RUNS=n: pairs
 * measured (default 5). BENCH_PROFILE=file: the warm-up load of pc-runtime is recorded by the
 * Chromium CPU profiler (CDP) into file (a .cpuprofile for DevTools), from navigation to painted.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  finished,
  freePort,
  initialJs,
  kb,
  median,
  reachable,
  run,
  stop,
} from '@tessera/test-utils/bench';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { createServer } from '@tessera/server';
import { signInAs } from '../e2e/pages/signInAs.js';
import { ensureDemoAccount, signInByApi } from '../e2e/server/demoAccount.js';
import { amisPainted, pcRuntimePainted } from './painted.js';

const JS_GOAL_BYTES = 250 * 1024;
const RATIO_GOAL = 0.35;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WIDGETS = 100;
const PAGE_URL = '/widgets/bench';
const VIEWPORT = { width: 1440, height: 900 };
const root = new URL('..', import.meta.url).pathname;
const amisRoot = new URL('../../../tooling/amis-bench/', import.meta.url).pathname;

// 1. Production builds: pc-runtime (measured) and the amis page.
// With a profile, source maps too, so the profile can be read by source (DevTools).
const sourcemap = process.env.BENCH_PROFILE ? ['--sourcemap'] : [];
await finished(run(root, ['exec', 'vite', 'build', '--manifest', ...sourcemap]));
await finished(run(amisRoot, ['exec', 'vite', 'build', '--manifest']));
const pcJs = initialJs(root);
const amisJs = initialJs(amisRoot);
console.log(
  `pc-runtime initial JS (gzip): ${kb(pcJs.bytes)} in ${pcJs.chunks} chunks — ${(pcJs.bytes / JS_GOAL_BYTES).toFixed(3)}× the 250 KB goal`,
);
for (const chunk of pcJs.later) console.log(`  loaded later: ${chunk.file} ${kb(chunk.bytes)}`);
console.log(
  `amis page initial JS (gzip), for comparison: ${kb(amisJs.bytes)} in ${amisJs.chunks} chunks`,
);

// 2. The server, the two previews and the demo account's tokens.
const portBase = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const PC_PORT = portBase ?? (await freePort());
const AMIS_PORT = portBase === undefined ? await freePort() : portBase + 1;
const pcOrigin = `http://127.0.0.1:${PC_PORT}`;
const amisOrigin = `http://127.0.0.1:${AMIS_PORT}`;
const server = await createServer({
  database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'tessera-pc-bench-')) },
  seed: true,
  development: true,
  appOrigins: [pcOrigin, amisOrigin],
});
await ensureDemoAccount(server);
await server.listen({ port: portBase === undefined ? 0 : portBase + 2, host: '127.0.0.1' });
const serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
const previews = [
  run(root, ['exec', 'vite', 'preview'], { PORT: String(PC_PORT), TESSERA_SERVER_URL: serverUrl }),
  run(amisRoot, ['exec', 'vite', 'preview'], {
    PORT: String(AMIS_PORT),
    TESSERA_SERVER_URL: serverUrl,
  }),
];
process.on('exit', () => previews.forEach(stop));
await Promise.all([reachable(`${pcOrigin}/`), reachable(`${amisOrigin}/`)]);
const tokens = await signInByApi(serverUrl);

/** Where the time went: first content call sent, last answered, scripts loaded (ms). */
function phases() {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const calls = entries.filter((entry) => entry.name.includes('querygraphqls'));
  const scripts = entries.filter(
    (entry) => entry.initiatorType === 'script' || /\.js$/.test(entry.name),
  );
  const firstCall = Math.min(...calls.map((entry) => entry.startTime));
  return {
    scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    firstCall,
    lastAnswer: Math.max(...calls.map((entry) => entry.responseEnd)),
    // The scripts still arriving once the data calls had begun: the code the page waited for.
    lateScripts: scripts
      .filter((entry) => entry.responseEnd > firstCall)
      .map(
        (entry) =>
          `${entry.name.split('/').pop()} ${entry.startTime.toFixed(0)}–${entry.responseEnd.toFixed(0)}`,
      ),
    // BENCH_TRACE: every request of the load in the order they began.
    resources: entries.map(
      (entry) =>
        `${entry.startTime.toFixed(0)}–${entry.responseEnd.toFixed(0)} ${entry.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`,
    ),
  };
}

/** One fresh load (new context: cold cache, signed in) until every widget is painted. */
async function load(
  browser: Browser,
  origin: string,
  path: string,
  amis: boolean,
  screenshot?: string,
) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await signInAs(context, origin, tokens);
  const page = await context.newPage();
  const profile = screenshot && !amis ? process.env.BENCH_PROFILE : undefined;
  const cdp = profile ? await context.newCDPSession(page) : undefined;
  if (cdp) {
    // Same origin first, so the navigation measured stays in the renderer being profiled.
    await page.goto(`${origin}/favicon.ico`);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('querygraphqls')) calls.push(request.url());
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
  const painted = await page
    .waitForFunction(amis ? amisPainted : pcRuntimePainted, WIDGETS, {
      polling: 'raf',
      timeout: 120_000,
    })
    .catch(async (error: unknown) => {
      // Keep what was on screen for the README's reader, then fail the bench.
      await page.screenshot({ path: join(root, 'e2e-artifacts', 'bench-timeout.png') });
      throw error;
    });
  const ms = (await painted.jsonValue()) as number;
  if (cdp && profile) {
    const { profile: recorded } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(recorded));
    console.log(`  CPU profile of the warm-up load (${ms.toFixed(0)} ms): ${profile}`);
  }
  const timeline = await page.evaluate(phases);
  if (screenshot) await page.screenshot({ path: join(root, 'e2e-artifacts', screenshot) });
  await context.close();
  return { ms, calls: calls.length, ...timeline };
}

const browser = await chromium.launch(chromiumLaunchOptions());
// One unmeasured load each (server caches, PGlite), then RUNS alternating pairs.
await load(browser, pcOrigin, PAGE_URL, false, 'bench-pc-runtime.png');
await load(browser, amisOrigin, `/?url=${encodeURIComponent(PAGE_URL)}`, true, 'bench-amis.png');
const pc: number[] = [];
const amis: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const ours = await load(browser, pcOrigin, PAGE_URL, false);
  const theirs = await load(browser, amisOrigin, `/?url=${encodeURIComponent(PAGE_URL)}`, true);
  pc.push(ours.ms);
  amis.push(theirs.ms);
  const line = (r: Awaited<ReturnType<typeof load>>) =>
    `${r.ms.toFixed(0)} ms (JS loaded ${r.scripts.toFixed(0)}, ${r.calls} content calls ${r.firstCall.toFixed(0)}–${r.lastAnswer.toFixed(0)})`;
  console.log(`  run ${i + 1}: pc-runtime ${line(ours)}; amis ${line(theirs)}`);
  if (process.env.BENCH_TRACE)
    console.log(`    pc-runtime requests:\n      ${ours.resources.join('\n      ')}`);
  if (ours.lateScripts.length > 0)
    console.log(`    pc-runtime scripts after the first call: ${ours.lateScripts.join(', ')}`);
}
const ratio = median(pc) / median(amis);
console.log(
  `${PAGE_URL} (${WIDGETS} widgets, 20 data sources), navigation → every widget painted, median of ${RUNS}: pc-runtime ${median(pc).toFixed(0)} ms, amis ${median(amis).toFixed(0)} ms — ${ratio.toFixed(2)}× amis (goal ≤ ${RATIO_GOAL}×: ${ratio <= RATIO_GOAL ? 'met' : 'not met'})`,
);

await browser.close();
previews.forEach(stop);
await server.close();
