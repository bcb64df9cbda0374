// datasources DAG(200): total load time of a 200-source DAG against the real server (in
// process, answers delayed by testFaults) divided by the critical path's summed delay.
// Prints ratios only; nothing is asserted (DESIGN.md: speed is measured in benchmarks).
//
// The ratio includes the server's own time per answer (signature check, nonce, GraphQL, PGlite,
// all on the benchmark's one thread: some 15–50 ms under this load) on every hop of the critical
// path; the delays are long enough that this stays a few percent. A second line gives the
// scheduler alone: the same DAG and delays with an in-memory loader.
import { Bench } from 'tinybench';
import { computeLevels, createApiLoader, createDataSourceScheduler } from '@tessera/datasources';
import type { DataSourceLoader } from '@tessera/datasources';
import { createRequestClient } from '@tessera/request';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import { buildBenchDag, criticalPathMs } from './benchDag.js';

const SCHEMA = 'benchItem';
const sources = buildBenchDag({
  count: 200,
  band: 20,
  minDelayMs: 800,
  maxDelayMs: 1600,
  schemaName: SCHEMA,
});
const delays = new Map(sources.map((s) => [s.config.dsId, s.delayMs]));
const graph = computeLevels(sources.map((s) => s.config));
const critical = criticalPathMs(sources, graph.predecessors);
/** Off for the warm-up run (JIT, schema cache, connections), on for the measured ones. */
let delaying = false;

const server = await startTestServer({
  serverOptions: {
    fixtures: {
      schemas: [
        {
          name: SCHEMA,
          fields: [{ name: 'code', fieldType: 'String' }],
          items: Array.from({ length: 40 }, (_, i) => ({ data: { code: `K${i}` } })),
        },
      ],
    },
    // Applied after body parsing: the content query carries the source's dsId as transmitDsId.
    testFaults: (request) => {
      const variables = (request.body as { variables?: { transmitDsId?: unknown } } | undefined)
        ?.variables;
      const dsId = typeof variables?.transmitDsId === 'string' ? variables.transmitDsId : undefined;
      const delayMs = dsId === undefined || !delaying ? undefined : delays.get(dsId);
      return delayMs === undefined ? undefined : { delayMs };
    },
  },
});

// Content reads of schemas no public page binds need a signed-in caller.
const { accessToken } = await server.signIn();
const client = createRequestClient({
  baseUrl: server.url,
  getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken }),
});
const serverLoader = createApiLoader({ client, appId: DEMO.appId });
// The scheduler without a server: each answer after its delay on the real timers.
const memoryLoader: DataSourceLoader = (request) =>
  new Promise((resolve) =>
    setTimeout(() => resolve({ total: 1, items: [] }), delays.get(request.config.dsId)),
  );

async function loadOnce(loader: DataSourceLoader): Promise<number> {
  const started = performance.now();
  const scheduler = createDataSourceScheduler({
    dataSources: sources.map((s) => s.config),
    loader,
  });
  await scheduler.load();
  const failed = Object.values(scheduler.getSnapshot().sources).filter(
    (s) => s.status !== 'loaded',
  );
  if (failed.length > 0) throw new Error(`${failed.length} sources failed: ${failed[0]?.error}`);
  return performance.now() - started;
}

try {
  const depth = Math.max(...graph.levels.values()) + 1;
  console.log(
    `DAG: ${sources.length} sources, ${depth} levels, critical path ${critical} ms of delays`,
  );
  await loadOnce(serverLoader);
  delaying = true;
  const bench = new Bench({
    iterations: 3,
    time: 0,
    warmupIterations: 0,
    warmupTime: 0,
    throws: true,
  });
  bench.add(
    'datasources DAG(200) over the server',
    async () => void (await loadOnce(serverLoader)),
  );
  await bench.run();
  const latency = bench.tasks[0]?.result?.latency;
  if (!latency) throw new Error('the benchmark produced no result');
  const median = latency.p50 ?? latency.mean;
  const alone = await loadOnce(memoryLoader);
  console.log(
    `load time: median ${median.toFixed(0)} ms, min ${latency.min.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms`,
  );
  console.log(
    `scheduler alone (in-memory loader): ${(alone / critical).toFixed(3)}× critical path`,
  );
  console.log(
    `datasources DAG(200): ${(median / critical).toFixed(3)}× critical path (goal ≤ 1.05)`,
  );
} finally {
  await server.close();
}
