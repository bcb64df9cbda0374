/*
 * Account-portal benchmark (pnpm --filter @tessera/account-portal bench). Builds the portal for
 * production and prints:
 *   1. the initial JS, gzip: the entry chunk and every chunk it imports statically (Vite's
 *      manifest), against the goal of 200 KB — the screens, the OIDC library, the cipher and the
 *      designed-page renderer load later and are listed apart;
 *   2. the first screen of /login-byphone: the time from navigation until its heading 密码登录 /
 *      验证码登录 is painted, median of 7 loads in headless Chromium at 375×667, unthrottled and
 *      with the CPU throttled 4× (DevTools' Emulation.setCPUThrottlingRate), served by
 *      `vite preview` against the real server (PGlite, demo seed) on loopback.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@tessera/config/chromium';
import { createServer } from '@tessera/server';

const GOAL_BYTES = 200 * 1024;
const LOADS = 7;
const PREVIEW_PORT = 4331;
const root = new URL('..', import.meta.url).pathname;

function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // Its own process group, so stopping it stops the tool pnpm started too.
  return spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
    detached: true,
  });
}

function stop(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

async function finished(child: ChildProcess): Promise<void> {
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`exit ${code}`);
}

// 1. Build with a manifest and follow the entry's static imports.
await finished(run('pnpm', ['exec', 'vite', 'build', '--manifest']));
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => gzipSync(readFileSync(join(root, 'dist', file))).length;
const initial = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(key)) return;
  initial.add(key);
  chunk.imports?.forEach(visit);
};
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
visit(entry);
const initialBytes = [...initial].reduce((sum, key) => sum + gz(manifest[key]!.file), 0);
const later = Object.keys(manifest).filter(
  (key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `initial JS (gzip): ${kb(initialBytes)} in ${initial.size} chunks — ${(initialBytes / GOAL_BYTES).toFixed(3)}× the 200 KB goal`,
);
for (const key of later) {
  console.log(`  loaded later: ${manifest[key]!.file} ${kb(gz(manifest[key]!.file))}`);
}

// 2. First screen of /login-byphone, unthrottled and at 4× CPU throttling.
const server = await createServer({
  database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), 'tessera-portal-bench-')) },
  seed: true,
  development: true,
  appOrigins: [`http://127.0.0.1:${PREVIEW_PORT}`],
});
await server.listen({ port: 0, host: '127.0.0.1' });
const serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
const preview = run('pnpm', ['exec', 'vite', 'preview'], {
  PORT: String(PREVIEW_PORT),
  TESSERA_SERVER_URL: serverUrl,
});
const base = `http://127.0.0.1:${PREVIEW_PORT}`;
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    // not up yet
  }
  if (tries > 100) throw new Error('vite preview did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const browser = await chromium.launch(chromiumLaunchOptions());
process.on('exit', () => stop(preview));
async function firstScreen(throttle: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 667 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${base}/login-byphone`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: /登录$/ }).waitFor({ timeout: 60_000 });
    // Navigation start to the heading seen (Playwright checks on every animation frame).
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  return times.sort((a, b) => a - b);
}
const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
const plain = median(await firstScreen(1));
const throttled = median(await firstScreen(4));
console.log(
  `/login-byphone first screen (median of ${LOADS}): ${plain.toFixed(0)} ms unthrottled, ${throttled.toFixed(0)} ms at 4× CPU throttling (${(throttled / plain).toFixed(2)}×)`,
);

await browser.close();
stop(preview);
await server.close();
