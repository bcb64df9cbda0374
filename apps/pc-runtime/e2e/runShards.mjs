// Runs the end-to-end suite as parallel Playwright shards (E2E_SHARDS, default 2). The runtime is
// built once (a production build does not depend on the ports); each shard is then a run of its
// own: its own server on a fresh PGlite folder, its own preview server, ports and output folder,
// so a test file never spans two of them. Exits non-zero when any shard fails. Extra arguments
// (e.g. one spec file) run as one shard.
//
// Shards get whole spec files, balanced by how long each file took (e2e/durations.json, seconds
// per file, written by a run with E2E_RECORD_DURATIONS=1): the longest file first, each to the
// shard with the least so far. (Playwright's own --shard splits by test count in file order: the
// designer and approval files landed on one shard, which ran 5.4 min while the other ran 4.0.)
// A file not in the table counts as the table's median.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

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

const durationsFile = new URL('./durations.json', import.meta.url);
const durations = existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {};

/** The spec files split into `count` lists of about equal total duration. */
function balance(count) {
  const files = readdirSync(new URL('.', import.meta.url))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`);
  const known = Object.values(durations).sort((a, b) => a - b);
  const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file) => durations[file] ?? median;
  const shardsOf = Array.from({ length: count }, () => ({ files: [], total: 0 }));
  for (const file of files.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shardsOf.reduce((least, shard) => (shard.total < least.total ? shard : least));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return shardsOf.map((shard) => shard.files);
}

/** Seconds per spec file from the shards' JSON reports (Playwright's `stats` per suite). */
function recordDurations() {
  const seconds = {};
  for (let index = 1; index <= shards; index += 1) {
    const report = JSON.parse(readFileSync(`test-results/e2e-${index}.json`, 'utf8'));
    for (const suite of report.suites) {
      const ms = suite.specs
        .concat(
          suite.suites?.flatMap(function all(inner) {
            return inner.specs.concat(inner.suites?.flatMap(all) ?? []);
          }) ?? [],
        )
        .flatMap((spec) =>
          spec.tests.flatMap((run) => run.results.map((result) => result.duration)),
        )
        .reduce((sum, duration) => sum + duration, 0);
      seconds[`e2e/${suite.file}`] = Math.round(ms / 1000);
    }
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}

const fileLists = extra.length > 0 ? [extra] : balance(shards);

function runShard(index) {
  const label = `[shard ${index}/${shards}]`;
  const env = {
    ...process.env,
    E2E_SHARD: String(index),
    E2E_BUILD_DIR: buildDir,
    E2E_SERVER_PORT: String(firstPort + (index - 1) * 2),
    E2E_APP_PORT: String(firstPort + (index - 1) * 2 + 1),
  };
  const args = ['playwright', 'test', ...fileLists[index - 1]];
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
if (process.env.E2E_RECORD_DURATIONS && extra.length === 0) recordDurations();
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
