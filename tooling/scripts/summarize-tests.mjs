// Prints one closing line for the whole run from the JSON reports that Vitest and Playwright
// write into each workspace package's test-results/ folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;

for (const area of ['packages', 'apps', 'tooling']) {
  for (const name of readdirSync(join(root, area))) {
    const dir = join(root, area, name, 'test-results');
    if (!existsSync(dir)) continue;
    const vitest = join(dir, 'vitest.json');
    if (existsSync(vitest)) {
      const r = JSON.parse(readFileSync(vitest, 'utf8'));
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + r.numTodoTests;
      console.log(
        `${area}/${name} (vitest): ${r.numPassedTests} passed, ${r.numFailedTests} failed`,
      );
    }
    // One Playwright report per run, or one per shard (e2e-1.json, e2e-2.json, ...).
    for (const file of readdirSync(dir).filter((f) => /^e2e(-\d+)?\.json$/.test(f))) {
      const { stats } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      skipped += stats.skipped;
      console.log(
        `${area}/${name} (playwright ${file}): ${stats.expected} passed, ${stats.unexpected} failed`,
      );
    }
  }
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
