// The request client's per-request cost (every shared header of spec 1 §7, signing, envelope,
// error handling) against plain ky with no hooks — the transport it is built on — and against a
// bare fetch, on the same loopback endpoint of the real reference server, in one run. Prints
// ratios only; timings are never asserted (DESIGN.md: speed is measured in benchmarks).
//
// The endpoint is GET home/configuration: the one call the server answers without signature
// checks, so every side costs the server the same and the difference is the client's.
// The calls are measured interleaved — each round calls both sides once, in random order — so
// drift of the machine (other processes, garbage collection, JIT) falls on both alike; the
// ratios are taken of the medians, which one slow outlier cannot move.
//
// The client's context carries an access token and a workflow process id, so every spec header
// goes out (Authorization, pvid, workflowproid included) and the call is signed with hashtoken.
//
// A third pair puts the client next to ky sending the same spec headers and signature, built
// inline per call with the same functions and no chain: what is left between those two is the
// chain itself (call state, steps, envelope, error handling), while the pair against plain ky
// also counts what the spec's 21 headers cost on the wire and in the server's parser.
import ky from 'ky';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { createBrowserClock } from '@tessera/ports';
import { SUB_APP_PATHS } from '@tessera/protocol';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import { createRequestClient, defaultRequestIds, sharedHeaders } from '@tessera/request';

const WARMUP_ROUNDS = 300;
const ROUNDS = 3_000;

const server = await startTestServer();
const path = SUB_APP_PATHS.configuration.build({ host: '127.0.0.1' });
const url = `${server.url}/api/${path}`;
const context = {
  ...DEMO_REQUEST_CONTEXT,
  // No access token: the server verifies a bearer token and looks its session up, work the
  // sides without one would not cause (the comparison is of the clients, not of that check).
  pvid: 'bench-pvid',
  workflowProId: 'bench-workflow',
};
const client = createRequestClient({ baseUrl: server.url, getContext: () => context });
const clock = createBrowserClock();
const ids = defaultRequestIds();
const keys = { accessKey: context.accessKey!, secretKey: context.secretKey! };
const plainKy = ky.create({ retry: 0, throwHttpErrors: false });

function check(body: { rspCd: string }, who: string): void {
  if (body.rspCd !== '00000') throw new Error(`${who} answered ${body.rspCd}`);
}

const sides = {
  'bare fetch': async () => check((await (await fetch(url)).json()) as { rspCd: string }, 'fetch'),
  'plain ky': async () => check(await plainKy.get(url).json<{ rspCd: string }>(), 'ky'),
  'ky + spec headers': async () => {
    const headers = withSignatureHeaders(sharedHeaders(context, clock, ids), keys, '');
    check(await plainKy.get(url, { headers }).json<{ rspCd: string }>(), 'ky + headers');
  },
  'request client': async () => {
    const settings = await client.get<{ appId: string }>(path);
    if (settings.appId !== DEMO.appId) throw new Error('the client answered other settings');
  },
};
type Side = keyof typeof sides;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Medians of `a` and `b`, measured interleaved (each round calls both, in random order). */
async function interleaved(a: Side, b: Side): Promise<Record<Side, number>> {
  const samples: Partial<Record<Side, number[]>> = { [a]: [], [b]: [] };
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round += 1) {
    for (const name of shuffled([a, b])) {
      const start = performance.now();
      await sides[name]();
      if (round >= WARMUP_ROUNDS) samples[name]!.push(performance.now() - start);
    }
  }
  return { [a]: median(samples[a]!), [b]: median(samples[b]!) } as Record<Side, number>;
}

const micros = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
try {
  // Each pair in its own interleaved run: a third kind of call in between would change what
  // the other two find in the processor's caches.
  const onKy = await interleaved('plain ky', 'request client');
  const onFetch = await interleaved('bare fetch', 'request client');
  const onSameWire = await interleaved('ky + spec headers', 'request client');
  const ratio = (a: number, b: number) => `${(a / b).toFixed(3)}×`;
  console.log(
    `${ROUNDS} interleaved rounds per pair on GET home/configuration (loopback, real server)`,
  );
  console.log(
    `request client vs plain ky (no hooks): ${ratio(onKy['request client'], onKy['plain ky'])} ` +
      `per-request time (${micros(onKy['request client'])} vs ${micros(onKy['plain ky'])}; goal ≤ 1.05)`,
  );
  console.log(
    `request client vs bare fetch: ${ratio(onFetch['request client'], onFetch['bare fetch'])} ` +
      `(${micros(onFetch['request client'])} vs ${micros(onFetch['bare fetch'])})`,
  );
  console.log(
    `request client vs ky sending the same signed spec headers (no chain): ` +
      `${ratio(onSameWire['request client'], onSameWire['ky + spec headers'])} ` +
      `(${micros(onSameWire['request client'])} vs ${micros(onSameWire['ky + spec headers'])})`,
  );
} finally {
  await server.close();
}
