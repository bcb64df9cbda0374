// `pnpm test:all`: every check and every test of the workspace, as lanes that run side by side.
// The longest lanes start first (the server's tests, the desktop runtime's end-to-end shards),
// so no long suite waits behind short ones; the browser suites, which mostly wait on pages,
// overlap the CPU-bound unit tests. Every lane runs to its end (a failure stops nothing else),
// and the command fails when any lane failed.
import concurrently from 'concurrently';

const lanes = [
  { name: 'server', command: 'turbo run test --filter=@tessera/server' },
  { name: 'pc-e2e', command: 'turbo run e2e --filter=@tessera/pc-runtime' },
  {
    name: 'checks',
    command:
      'prettier --check . && pnpm docs:check && ' +
      'turbo run lint typecheck test --filter=!@tessera/server --concurrency=2 --continue',
  },
  { name: 'portal-e2e', command: 'turbo run e2e --filter=@tessera/account-portal' },
  {
    name: 'e2e',
    command: 'turbo run e2e --filter=@tessera/widgets --filter=@tessera/scripts --concurrency=1',
  },
];

const started = Date.now();
const { result } = concurrently(lanes, {
  maxProcesses: 4,
  prefix: '[{name}]',
  successCondition: 'all',
});

const outcome = await result.then(
  (events) => ({ ok: true, events }),
  (events) => ({ ok: false, events }),
);
for (const event of outcome.events) {
  const seconds = Math.round((event.timings.endDate - event.timings.startDate) / 1000);
  console.log(`${event.command.name}: exit ${event.exitCode} after ${seconds} s`);
}
console.log(
  `test:all ${outcome.ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(outcome.ok ? 0 : 1);
