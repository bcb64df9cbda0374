/*
 * Load benchmark of the reference server (run by `pnpm --filter @tessera/server bench` after
 * bench/content.ts): 50 concurrent clients for 20 s (autocannon) against a light signed content
 * query — `queryArticleContentsWithTotal(top: 10)` on the demo's 50 articles — on PostgreSQL
 * (DATABASE_URL; a throw-away schema). Every request is signed with a fresh nonce in autocannon's
 * `setupRequest`, as real clients sign. Prints requests per second, latency p50 and p99, and
 * errors (socket errors, non-200 answers, envelopes other than 00000). Without DATABASE_URL it
 * says so and skips. Figures are printed, never asserted.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO } from '../src/demo.js';
import { signedHeaders } from './benchSigning.js';

const CONNECTIONS = 50;
const DURATION_S = 20;
const BODY = JSON.stringify({
  query: '{ queryArticleContentsWithTotal(top: 10) { total items { id data } } }',
});

if (!process.env.DATABASE_URL) {
  console.log('load bench skipped: set DATABASE_URL to run it on PostgreSQL');
  process.exit(0);
}

const child = fork(fileURLToPath(new URL('./loadServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--conditions=@tessera/source'],
  env: {
    ...process.env,
    BENCH_DATABASE_URL: process.env.DATABASE_URL,
    BENCH_SCHEMA: `bench_${randomBytes(5).toString('hex')}`,
  },
});
const ready = await new Promise<{ port: number }>((resolve, reject) => {
  child.once('message', (message: { type: string; port: number }) => resolve(message));
  child.once('exit', (code) => reject(new Error(`load bench server exited (${code})`)));
});
const url = `http://127.0.0.1:${ready.port}/api/querygraphqls?app=${DEMO.appId}`;

// One signed warm-up request: fails loudly when the query itself is wrong.
const warm = (await (
  await fetch(url, { method: 'POST', headers: signedHeaders(BODY), body: BODY })
).json()) as { rspCd: string; rspInf: string };
if (warm.rspCd !== '00000') {
  child.send({ type: 'close' });
  throw new Error(`load bench query failed: ${warm.rspInf}`);
}

let failed = 0;
const result = await autocannon({
  url,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [
    {
      method: 'POST',
      // A fresh nonce, timestamp and signature per request (the server refuses replays).
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        body: BODY,
        headers: signedHeaders(BODY),
      }),
      onResponse: (status: number, body: string) => {
        if (status !== 200 || !body.startsWith('{"rspCd":"00000"')) failed += 1;
      },
    },
  ],
});

child.send({ type: 'close' });
await new Promise((resolve) => child.once('exit', resolve));

console.log(
  `load bench on PostgreSQL: ${CONNECTIONS} concurrent clients, ${DURATION_S} s, light signed query (top 10 of 50 articles): ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} socket errors, ${failed} failed answers (non-200 or rspCd ≠ 00000)`,
);
