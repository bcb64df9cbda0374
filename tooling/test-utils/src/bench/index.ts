// `@tessera/test-utils/bench`: what the apps' benchmarks share (Node only, no test runner).
export { initialJs, kb } from './initialJs.js';
export type { InitialJs } from './initialJs.js';
export { finished, freePort, median, reachable, run, stop } from './processes.js';
