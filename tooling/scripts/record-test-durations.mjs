// Writes a package's test-durations.json (seconds per test file, read by tooling/config/
// longestFirst.js) from its last full Vitest run's JSON report (test-results/vitest.json).
// Usage: node tooling/scripts/record-test-durations.mjs apps/server
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '.');
const report = JSON.parse(readFileSync(join(dir, 'test-results/vitest.json'), 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [relative(dir, file.name), Math.round((file.endTime - file.startTime) / 1000)])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(join(dir, 'test-durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files → ${join(dir, 'test-durations.json')}`);
