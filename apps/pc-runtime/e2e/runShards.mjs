// Runs the end-to-end suite as parallel Playwright shards (E2E_SHARDS, default 2). The runtime is
// built once (a production build does not depend on the ports); each shard is then a run of its
// own: its own server on a fresh PGlite folder, its own preview server, ports and output folder,
// so a test file never spans two of them. Exits non-zero when any shard fails. Extra arguments
// (e.g. one spec file) run as one shard.
import { spawn, spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const shards = extra.length > 0 ? 1 : Number(process.env.E2E_SHARDS ?? 2);
const firstPort = Number(process.env.E2E_SERVER_PORT ?? 4310);
// A run on other ports builds into its own folder (two runs side by side share nothing).
const buildDir = `e2e-build/app-${firstPort}`;

const build = spawnSync(
  'pnpm',
  ['exec', 'vite', 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'warn'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

function runShard(index) {
  const label = `[shard ${index}/${shards}]`;
  const env = {
    ...process.env,
    E2E_SHARD: String(index),
    E2E_BUILD_DIR: buildDir,
    E2E_SERVER_PORT: String(firstPort + (index - 1) * 2),
    E2E_APP_PORT: String(firstPort + (index - 1) * 2 + 1),
  };
  const args = [
    'playwright',
    'test',
    ...(shards > 1 ? [`--shard=${index}/${shards}`] : []),
    ...extra,
  ];
  const child = spawn('pnpm', ['exec', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${label} ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
