// A Vitest sequencer that starts a suite's longest files first, by durations recorded from a
// full run (`node tooling/scripts/record-test-durations.mjs <package>` writes them from the run's
// JSON report). Vitest's own order needs its results cache, which a clean clone (CI) lacks: it
// then starts the largest files first, and the server's slowest files are short ones (the
// 10-designer convergence test, the CLI's starts), which ran last and alone on one worker.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * @param {string} durationsFile JSON of seconds per test file, relative to the project root
 * @returns {typeof BaseSequencer} the sequencer class for `test.sequence.sequencer`
 */
export function longestFirst(durationsFile) {
  /** @type {Record<string, number>} */
  const seconds = JSON.parse(readFileSync(durationsFile, 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  // A file not recorded yet (a new one) counts as the median.
  const median = known[Math.floor(known.length / 2)] ?? 0;
  return class LongestFirst extends BaseSequencer {
    /** @param {import('vitest/node').TestSpecification[]} files */
    async sort(files) {
      const weight = (/** @type {import('vitest/node').TestSpecification} */ file) =>
        seconds[relative(file.project.config.root, file.moduleId)] ?? median;
      return [...files].sort(
        (a, b) => weight(b) - weight(a) || a.moduleId.localeCompare(b.moduleId),
      );
    }
  };
}
