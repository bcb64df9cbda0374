/*
 * mobile-runtime benchmark (pnpm --filter @tessera/mobile-runtime bench; the root `pnpm bench`),
 * README "Benchmark". Prints:
 *   1. mobile-runtime's initial JS (gzip, entry + static imports) against the goal of 250 KB;
 *   2. /full-list of a List bound to 10,000 rows on a 4× CPU-throttled Chromium at 375×667:
 *      the time from the data's arrival (the responseEnd of the content call the first rows
 *      were drawn from) to the first rows painted (goal ≤ 200 ms), median of 5 fresh loads, and
 *      the time from navigation to that paint;
 *   3. the DOM rows at the top and after scrolling to the end (我是有底线的~; goal ≤ 60).
 * The app is a production build on `vite preview` proxying /api to the real server (PGlite, demo
 * seed plus 10,000 articles and one bench page written straight into its database), signed in as
 * the demo administrator (tokens in local storage, as on Mobile). Timings are reported, never
 * asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { EMPTY_GUID, IDENTITY_PATHS, LOGIN_ACTION_TYPES } from '@tessera/protocol';
import type { LoginTokens } from '@tessera/protocol';
import { createServer, DEMO, DEMO_USERS } from '@tessera/server';
import { signedHeaders } from '@tessera/test-utils';
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
import { printTraceBreakdown } from './traceBreakdown.js';

const JS_GOAL_BYTES = 250 * 1024;
const PAINT_GOAL_MS = 200;
const DOM_ROWS_GOAL = 60;
const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_THROTTLE = 4;
const VIEWPORT = { width: 375, height: 667 };
const BENCH_PAGE_ID = '7e55e7a0-0009-4000-8000-009900000001';
const DS_ID = 'ds-bench-10k';
const root = new URL('..', import.meta.url).pathname;
mkdirSync(join(root, 'e2e-artifacts'), { recursive: true });

// 1. The production build, measured.
await finished(
  run(root, [
    'exec',
    'vite',
    'build',
    '--manifest',
    ...(process.env.BENCH_PROFILE ? ['--sourcemap'] : []),
  ]),
);
const js = initialJs(root);
console.log(
  `mobile-runtime initial JS (gzip): ${kb(js.bytes)} in ${js.chunks} chunks — ${(js.bytes / JS_GOAL_BYTES).toFixed(3)}× the 250 KB goal (${js.bytes <= JS_GOAL_BYTES ? 'met' : 'not met'})`,
);
for (const chunk of js.later) {
  // The page screens' chunk is requested at start, beside the settings call (README "Benchmark").
  const when = chunk.file.includes('pageScreens') ? 'requested at start' : 'loaded later';
  console.log(`  ${when}: ${chunk.file} ${kb(chunk.bytes)}`);
}

// 2. The server with 10,000 more articles and the bench page (a List of them, 查看更多 → /full-list).
const APP_PORT = await freePort();
const appOrigin = `http://127.0.0.1:${APP_PORT}`;
const server = await createServer({
  database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'tessera-mobile-bench-')) },
  seed: true,
  development: true,
  appOrigins: [appOrigin],
});
const { db } = server.tessera;
const epoch = Date.UTC(2026, 1, 1);
for (let start = 0; start < ROWS; start += 1000) {
  await db
    .insertInto('content_items')
    .values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = start + i + 1;
        const created = new Date(epoch + n * 1000);
        return {
          id: randomUUID(),
          content_id: randomUUID(),
          app_id: DEMO.appId,
          schema_name: DEMO.articleSchema,
          created,
          created_by: EMPTY_GUID,
          last_modified: created,
          last_modified_by: EMPTY_GUID,
          status: 'Published',
          data: JSON.stringify({
            title: { iv: `第 ${n} 行` },
            description: { iv: `万行列表的第 ${n} 行，虚拟滚动只画看得见的行。` },
          }),
        };
      }),
    )
    .execute();
}
const control = {
  id: 'bench-list',
  parentId: null,
  typeName: 'List',
  layout: { x: 0, y: 0, w: 24, h: 4 },
  props: { title: '万行列表', titleIsShow: true },
  bindInfo: { dsId: DS_ID, title: 'title', description: 'description' },
  cssData: { pagination: { pageSize: 10 } },
};
const pageData = { controls: [control] };
const pageDataSource = [
  {
    dsId: DS_ID,
    name: '万行',
    schemaName: DEMO.articleSchema,
    typeName: 'schema',
    usages: ['list'],
    topN: ROWS + 100,
    skip: 0,
    sortField: 'created',
    ascending: true,
    preDataSourceIds: [],
    isDefaultLoaded: true,
  },
];
const now = new Date();
await db
  .insertInto('pages')
  .values({
    page_id: BENCH_PAGE_ID,
    app_id: DEMO.appId,
    sub_app_id: DEMO.pcSubAppId,
    name: 'bench-full-list',
    url: '/bench/full-list',
    title: '万行列表',
    is_home_page: false,
    parameters: JSON.stringify([]),
    page_data: JSON.stringify(pageData),
    page_data_source: JSON.stringify(pageDataSource),
    page_type: 'Page',
    template_id: EMPTY_GUID,
    tags_mode: null,
    control_permission_set_list: JSON.stringify([]),
    style_name: '',
    version: 1,
    published_version: null,
    created: now,
    last_modified: now,
  })
  .execute();
await db
  .insertInto('page_versions')
  .values({
    page_id: BENCH_PAGE_ID,
    version: 1,
    page_data: JSON.stringify(pageData),
    page_data_source: JSON.stringify(pageDataSource),
    saved_by: null,
    saved_at: now,
  })
  .execute();
await db
  .updateTable('pages')
  .set({ published_version: 1 })
  .where('page_id', '=', BENCH_PAGE_ID)
  .execute();

const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
const loginBody = JSON.stringify({
  PhoneNumber: admin.phone,
  Password: admin.password,
  ActionType: LOGIN_ACTION_TYPES.password,
});
const login = await server.inject({
  method: 'POST',
  url: IDENTITY_PATHS.loginExpand.build({}),
  headers: { 'content-type': 'application/json', ...signedHeaders({ body: loginBody }) },
  payload: loginBody,
});
const tokens = login.json<{ data: LoginTokens }>().data;
await server.listen({ port: 0, host: '127.0.0.1' });
const serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
const preview = run(root, ['exec', 'vite', 'preview'], {
  PORT: String(APP_PORT),
  TESSERA_SERVER_URL: serverUrl,
});
process.on('exit', () => stop(preview));
await reachable(`${appOrigin}/callback`);

/** The full list's rows in the DOM and what the page has loaded. */
function rowsInDom() {
  const rows = document.querySelector('[data-testid="full-list-rows"]');
  return {
    dom: rows ? rows.querySelectorAll('[role="listitem"]').length : 0,
    loaded: Number(rows?.getAttribute('data-loaded') ?? 0),
    total: Number(rows?.getAttribute('data-total') ?? 0),
  };
}

/**
 * Resolves, in the page, with the time the first rows were painted (the frame after they exist)
 * and when the data they were drawn from arrived: the responseEnd of the last content call that
 * had finished when the rows appeared (ms from navigation), and its size (decoded bytes). Calls
 * that finish later (the rest of the rows after the first screen's) do not count.
 */
function firstRowsPainted() {
  return new Promise<{ painted: number; arrived: number; bytes: number }>((resolve) => {
    const check = () => {
      if (document.querySelector('[data-testid="full-list-rows"] [role="listitem"]')) {
        // The rows are in this frame's DOM: they are on screen once it is painted.
        performance.mark('tessera-bench:rows'); // for BENCH_TRACE's breakdown
        const calls = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        ).filter((entry) => entry.name.includes('querygraphqls'));
        const last = calls.reduce((a, b) => (b.responseEnd > a.responseEnd ? b : a));
        requestAnimationFrame(() =>
          setTimeout(
            () =>
              resolve({
                painted: performance.now(),
                arrived: last.responseEnd,
                bytes: last.decodedBodySize,
              }),
            0,
          ),
        );
      } else requestAnimationFrame(check);
    };
    check();
  });
}

/** The largest content answer the page received (decoded bytes): the whole list's. */
function largestAnswer() {
  const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.name.includes('querygraphqls'),
  );
  return Math.max(...calls.map((entry) => entry.decodedBodySize));
}

/** BENCH_TRACE=<file>: a Chromium trace of the warm-up load (what the main thread did, by event). */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

async function load(browser: Browser, screenshot: boolean) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  // tsx keeps function names with a `__name` helper the page's functions would call.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${appOrigin}/favicon.svg`);
  await page.evaluate(
    ({ t, handOver }) => {
      localStorage.setItem('AUTH-LOCAL', t.accessToken);
      localStorage.setItem('AUTH-REFRESH', t.refreshToken ?? '');
      localStorage.setItem(
        'AUTH-TOKEN-INFO',
        JSON.stringify({ tokenType: t.tokenType, expiresIn: t.expiresIn }),
      );
      // What 查看更多 writes (widgets README "Lists"): the page and the widget to draw in full.
      sessionStorage.setItem('tessera.fullList', JSON.stringify(handOver));
    },
    {
      t: tokens,
      handOver: { pageId: BENCH_PAGE_ID, control, dataSources: {}, returnPath: '/bench/full-list' },
    },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  if (process.env.BENCH_PROFILE && screenshot) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (process.env.BENCH_TRACE && screenshot) {
    await browser.startTracing(page, {
      path: process.env.BENCH_TRACE,
      categories: TRACE_CATEGORIES,
    });
  }
  await page.goto(`${appOrigin}/full-list`, { waitUntil: 'commit' });
  const first = await page.evaluate(firstRowsPainted);
  if (process.env.BENCH_PROFILE && screenshot) {
    const { profile } = await cdp.send('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync('/tmp/fulllist.cpuprofile', JSON.stringify(profile));
  }
  if (process.env.BENCH_TRACE && screenshot) await browser.stopTracing();
  const top = await page.evaluate(rowsInDom);
  if (screenshot)
    await page.screenshot({ path: join(root, 'e2e-artifacts', 'bench-full-list.png') });
  // Scroll to the end: the rows are all loaded (topN 10,100), so the end says 我是有底线的~.
  let atEnd = false;
  for (let step = 0; step < 400 && !atEnd; step++) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(50);
    atEnd = await page.getByText('我是有底线的~').isVisible();
  }
  const end = await page.evaluate(rowsInDom);
  const wholeBytes = await page.evaluate(largestAnswer);
  if (screenshot) {
    await page.screenshot({ path: join(root, 'e2e-artifacts', 'bench-full-list-end.png') });
  }
  await context.close();
  return {
    paintMs: first.painted - first.arrived,
    navigationMs: first.painted,
    firstBytes: first.bytes,
    wholeBytes,
    top,
    end,
    atEnd,
  };
}

const browser = await chromium.launch(chromiumLaunchOptions());
await load(browser, true); // warm-up (server caches, PGlite)
if (process.env.BENCH_TRACE) printTraceBreakdown(process.env.BENCH_TRACE);
const results = [];
for (let i = 0; i < RUNS; i++) {
  const result = await load(browser, false);
  results.push(result);
  console.log(
    `  run ${i + 1}: first rows ${result.paintMs.toFixed(0)} ms after their data (${kb(result.firstBytes)} answer; ${result.navigationMs.toFixed(0)} ms after navigation; the whole list ${kb(result.wholeBytes)}); DOM rows ${result.top.dom} at the top, ${result.end.dom} at the end (${result.end.loaded}/${result.end.total} loaded, 我是有底线的~ ${result.atEnd ? 'shown' : 'NOT shown'})`,
  );
}
const paint = median(results.map((r) => r.paintMs));
const domEnd = Math.max(...results.map((r) => r.end.dom));
const fromNavigation = median(results.map((r) => r.navigationMs));
console.log(
  `/full-list of ${ROWS.toLocaleString('en')} rows, ${CPU_THROTTLE}× CPU throttling, 375×667: first rows painted ${paint.toFixed(0)} ms after their data arrives, median of ${RUNS} (goal ≤ ${PAINT_GOAL_MS} ms: ${paint <= PAINT_GOAL_MS ? 'met' : 'not met'}); ${fromNavigation.toFixed(0)} ms after navigation; DOM rows after scrolling to the end: at most ${domEnd} (goal ≤ ${DOM_ROWS_GOAL}: ${domEnd <= DOM_ROWS_GOAL ? 'met' : 'not met'})`,
);
await browser.close();
stop(preview);
await server.close();
