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
    const e2e = join(dir, 'e2e.json');
    if (existsSync(e2e)) {
      const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
      passed += stats.expected;
      failed += stats.unexpected + stats.flaky;
      skipped += stats.skipped;
      console.log(
        `${area}/${name} (playwright): ${stats.expected} passed, ${stats.unexpected} failed`,
      );
    }
  }
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
