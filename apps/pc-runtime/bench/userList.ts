/*
 * The admin user list's first paint (issue 27 "Benchmark"; pnpm --filter @tessera/pc-runtime
 * bench:users; part of `bench`), README "Benchmark". Two fresh servers (PGlite, demo seed), one
 * with 10,000 users and one with 10, each behind its own `vite preview` of the one production
 * build; the demo administrator opens /admin/users in headless Chromium:
 *   navigation → the first page of rows painted (10 `user-row`s in the table, the pager's total
 *   shown), median of 5 fresh loads on each after one warm-up, the two alternating so load from
 *   anything else on the machine falls on both. Prints the 10,000-user figure against the goal of
 *   1,000 ms (the issue names none: README) and against the 10-user figure (10k ÷ 10: what the
 *   number of users costs the screen; ≈ 1× when the list reads one page).
 * Per load it also prints when the scripts had loaded and when the list call was sent and answered
 * (the server answers cross-origin, so the page sees no sizes): a list that reads more than a page
 * shows as a slower call on 10,000 users. BENCH_PORT=n: the previews on n and n+1, the servers on n+2 and n+3.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { median } from '@tessera/test-utils/bench';
import { join } from 'node:path';
import { signInAs } from '../e2e/pages/signInAs.js';
import { root, startBenchRuntime, type BenchRuntime, type BenchServer } from './benchRuntime.js';

const MANY = 10_000;
const FEW = 10;
const RUNS = 5;
const PAGE_ROWS = 10; // spec 2 §9: user lists answer page 1, size 10
const GOAL_MS = 1000;
const VIEWPORT = { width: 1440, height: 900 };
const portBase = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const ports = (i: number) =>
  portBase === undefined ? undefined : { app: portBase + i, server: portBase + 2 + i };

/**
 * Fills the users table up to `users` (the seed's demo accounts count), 1,000 rows a statement
 * in one transaction, each new user in one of the seeded departments (round-robin), as an import
 * would leave them.
 */
function fillUsers(users: number) {
  return (server: BenchServer) =>
    server.tessera.db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const departments = await trx.selectFrom('departments').select('id').orderBy('id').execute();
      const now = Date.now();
      for (let from = Number(n) + 1; from <= users; from += 1000) {
        const rows = [];
        for (let i = from; i < Math.min(from + 1000, users + 1); i++) {
          rows.push({
            user_name: `bench${i}`,
            nick_name: `用户${i}`,
            mobile_phone: `17${String(i).padStart(9, '0')}`,
            email: `bench${i}@example.com`,
            created: new Date(now - i * 1000),
          });
        }
        const added = await trx.insertInto('users').values(rows).returning('id').execute();
        await trx
          .insertInto('user_departments')
          .values(
            added.map((user, i) => ({
              user_id: user.id,
              department_id: departments[(from + i) % departments.length]!.id,
            })),
          )
          .execute();
      }
    });
}

/** Where one load's time went (ms since navigation), read from the page's resource timings. */
function phases() {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const lists = entries.filter((entry) => entry.name.includes('/user/list?'));
  const scripts = entries.filter(
    (entry) => entry.initiatorType === 'script' || /\.js$/.test(entry.name),
  );
  return {
    scripts: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
    lists: lists.map((entry) => ({ sent: entry.startTime, answered: entry.responseEnd })),
  };
}

/** What one load saw: painted at, the pager's text, scripts loaded by, the list calls. */
type Load = ReturnType<typeof phases> & { ms: number; total: string };

async function load(browser: Browser, runtime: BenchRuntime, screenshot?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  await signInAs(context, runtime.origin, runtime.tokens);
  const page = await context.newPage();
  await page.goto(`${runtime.origin}/admin/users`, { waitUntil: 'commit' });
  const painted = await page
    .waitForFunction(
      (rows) =>
        document.querySelectorAll('[data-testid="user-row"]').length >= rows &&
        /共 \d+/.test(document.body.textContent ?? '')
          ? performance.now()
          : false,
      PAGE_ROWS,
      { polling: 'raf', timeout: 120_000 },
    )
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(root, 'e2e-artifacts', 'bench-users-timeout.png') });
      throw error;
    });
  const ms = (await painted.jsonValue()) as number;
  const total =
    (await page
      .getByText(/共 \d+/)
      .first()
      .textContent()) ?? '';
  const timeline = await page.evaluate(phases);
  if (screenshot) await page.screenshot({ path: join(root, 'e2e-artifacts', screenshot) });
  await context.close();
  return { ms, total, ...timeline };
}

const many = await startBenchRuntime('users-many', { prepare: fillUsers(MANY), ports: ports(0) });
const few = await startBenchRuntime('users-few', {
  build: false,
  prepare: fillUsers(FEW),
  ports: ports(1),
});
const browser = await chromium.launch(chromiumLaunchOptions());
// One unmeasured load each (server caches, PGlite, the preview's files), then RUNS pairs.
const line = (r: Load) =>
  `${r.ms.toFixed(0)} ms (${r.total.trim()}; JS loaded ${r.scripts.toFixed(0)}; list call ${r.lists.map((c) => `${c.sent.toFixed(0)}–${c.answered.toFixed(0)}`).join(', ')})`;
console.log(`  warm-up: ${MANY} users ${line(await load(browser, many, 'bench-users-10000.png'))}`);
console.log(`  warm-up: ${FEW} users ${line(await load(browser, few, 'bench-users-10.png'))}`);
const manyTimes: number[] = [];
const fewTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const big = await load(browser, many);
  const small = await load(browser, few);
  manyTimes.push(big.ms);
  fewTimes.push(small.ms);
  console.log(`  run ${i + 1}: ${MANY} users ${line(big)}; ${FEW} users ${line(small)}`);
}
const manyMs = median(manyTimes);
const fewMs = median(fewTimes);
console.log(
  `/admin/users, navigation → first page of ${PAGE_ROWS} rows painted, median of ${RUNS}: ${MANY.toLocaleString('en')} users ${manyMs.toFixed(0)} ms — ${(manyMs / GOAL_MS).toFixed(2)}× the ${GOAL_MS} ms goal; ${FEW} users ${fewMs.toFixed(0)} ms — ${(manyMs / fewMs).toFixed(2)}× the ${FEW}-user page`,
);

await browser.close();
await many.stop();
await few.stop();
