// Prints one closing line for the whole run from the JSON reports that Vitest and Playwright
// write into each workspace package's test-results/ folder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NODE_TEST_PACKAGES } from '../config/nodeTestPackages.js';

/**
 * The specs of a Playwright JSON report that did not pass, with their titles and first error; a
 * flaky one (failed, then passed on its retry: a failure under failOnFlakyTests) is named too.
 */
function* failedSpecs(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      const flaky = spec.tests?.some((t) => t.status === 'flaky');
      if (spec.ok && !flaky) continue;
      const result = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error);
      const title = [...here, spec.title].join(' > ') + (flaky ? ' (flaky: passed on retry)' : '');
      yield { title, error: result?.error?.message };
    }
    yield* failedSpecs(suite.suites ?? [], here);
  }
}

const root = new URL('../..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, printed last so the end of a CI log names it. */
const failures = [];
const firstLines = (text) =>
  String(text ?? '')
    .split('\n')
    .slice(0, 12)
    .join('\n    ');

/** Adds one folder's reports (`where` names it in the lines printed). */
function countReports(where, dir, { vitest: readVitest = true } = {}) {
  if (!existsSync(dir)) return;
  const vitest = join(dir, 'vitest.json');
  if (readVitest && existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    console.log(`${where} (vitest): ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    for (const file of r.testResults ?? []) {
      const path = file.name.startsWith(`${root}`) ? file.name.slice(root.length) : file.name;
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of tests)
        failures.push(`${path} > ${t.fullName}\n    ${firstLines(t.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a hook, a worker that stopped).
      if (file.status === 'failed' && tests.length === 0) {
        failed += 1;
        failures.push(`${path}\n    ${firstLines(file.message)}`);
      }
    }
  }
  // One Playwright report per run, or one per shard (e2e-1.json, e2e-2.json, ...).
  for (const file of readdirSync(dir).filter((f) => /^e2e(-\d+)?\.json$/.test(f))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const { stats } = report;
    for (const { title, error } of failedSpecs(report.suites ?? [], [])) {
      failures.push(`${where} (playwright) > ${title}\n    ${firstLines(error)}`);
    }
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    skipped += stats.skipped;
    console.log(
      `${where} (playwright ${file}): ${stats.expected} passed, ${stats.unexpected} failed`,
    );
  }
}

// The Node-only packages' tests run as one Vitest run from the root (`test:node`): its report
// counts them, and a report a package's own run left behind is not counted again.
const rootReport = existsSync(join(root, 'test-results/vitest.json'));
countReports('test:node', join(root, 'test-results'));
for (const area of ['packages', 'apps', 'tooling']) {
  for (const name of readdirSync(join(root, area))) {
    const vitest = !(rootReport && NODE_TEST_PACKAGES.includes(`${area}/${name}`));
    countReports(`${area}/${name}`, join(root, area, name, 'test-results'), { vitest });
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
