// The request client's per-request cost (shared headers, signing, envelope, error handling)
// against a bare fetch of the same loopback endpoint on the real reference server, in one run.
// Prints ratios only; timings are never asserted (DESIGN.md: speed is measured in benchmarks).
//
// The endpoint is GET home/configuration: the one call the server answers without signature
// checks, so both sides cost the server exactly the same and the difference is the client's.
// The two are measured interleaved — each pair of calls in random order — so drift of the
// machine (other processes, garbage collection, JIT) falls on both sides alike; the ratio is
// taken of the medians, which one slow outlier cannot move.
import { PATHS } from '@tessera/protocol';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import { createRequestClient } from '@tessera/request';

const WARMUP_PAIRS = 300;
const PAIRS = 3_000;

const server = await startTestServer();
const path = PATHS.configuration.build('127.0.0.1');
const url = `${server.url}/api/${path}`;
const client = createRequestClient({
  baseUrl: server.url,
  getContext: () => ({ ...DEMO_REQUEST_CONTEXT, accessToken: 'bench-token' }),
});

async function bareFetch(): Promise<void> {
  const response = await fetch(url);
  const body = (await response.json()) as { rspCd: string };
  if (body.rspCd !== '00000') throw new Error(`bare fetch answered ${body.rspCd}`);
}

async function viaClient(): Promise<void> {
  const settings = await client.get<{ appId: string }>(path);
  if (settings.appId !== DEMO.appId) throw new Error('the client answered other settings');
}

async function timed(call: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const bare: number[] = [];
const viaTheClient: number[] = [];
try {
  for (let pair = 0; pair < WARMUP_PAIRS + PAIRS; pair += 1) {
    const clientFirst = Math.random() < 0.5;
    const first = await timed(clientFirst ? viaClient : bareFetch);
    const second = await timed(clientFirst ? bareFetch : viaClient);
    if (pair < WARMUP_PAIRS) continue;
    viaTheClient.push(clientFirst ? first : second);
    bare.push(clientFirst ? second : first);
  }
} finally {
  await server.close();
}

const micros = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
const ratio = median(viaTheClient) / median(bare);
console.log(`${PAIRS} interleaved pairs on GET home/configuration (loopback, real server)`);
console.log(
  `medians: bare fetch ${micros(median(bare))}, request client ${micros(median(viaTheClient))}`,
);
console.log(`request client vs bare fetch: ${ratio.toFixed(3)}× per-request time (goal ≤ 1.10)`);
