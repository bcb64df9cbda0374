/**
 * The per-call floor (README "Running several instances" → "Per-call floor"; issue 30): on one
 * server over PostgreSQL (DATABASE_URL, a throw-away schema), in one run,
 *   - an unsigned Fastify route that answers `{}`, outside the signed prefixes;
 *   - a signed call by a signed-in caller that does nothing (signature, XSRF, nonce, token,
 *     session: everything a call pays before its route), goal ≤ 1.5× the unsigned route (p50);
 *   - the same signed call with `request_nonces` LOGGED again, as before migration 0021.
 * Requests are signed before the clock starts (the client's hashing is not the server's
 * floor), sent one at a time over a kept-alive connection, the three kinds interleaved so a
 * busy moment of the shared machine falls on all of them.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/createServer.js';
import { requireCaller } from '../src/authorization/caller.js';
import { benchAccessToken } from './benchCaller.js';
import { signedHeaders } from './benchSigning.js';
import { median, percentile } from './benchStats.js';

const ROUNDS = 3000;
const WARM_UP = 300;

const url = process.env.DATABASE_URL;
if (!url) {
  console.log('call floor bench: skipped (set DATABASE_URL to a PostgreSQL database)');
  process.exit(0);
}

async function benchRoutes(app: FastifyInstance): Promise<void> {
  app.get('/bench/unsigned', async () => ({}));
  app.get('/api/bench/noop', async (request) => {
    requireCaller(request);
    return { rspCd: '00000', rspInf: 'success', data: null };
  });
}

const schema = `bench_${randomBytes(5).toString('hex')}`;
const app = await createServer({
  database: { kind: 'postgres', url, schema, dropSchemaOnClose: true },
  seed: true,
  plugins: [benchRoutes],
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = await benchAccessToken(app);

async function timed(path: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 || (path.startsWith('/api') && !text.includes('"00000"'))) {
    throw new Error(`${path}: ${response.status} ${text.slice(0, 200)}`);
  }
  return ms;
}

const signed = () => {
  const headers = signedHeaders('', token);
  delete headers['content-type'];
  return headers;
};
const unsigned: number[] = [];
const viaUnlogged: number[] = [];
const viaLogged: number[] = [];
const setNonces = (mode: 'logged' | 'unlogged') =>
  sql`alter table request_nonces set ${sql.raw(mode)}`.execute(app.tessera.db);

for (let round = 0; round < ROUNDS + WARM_UP; round += 1) {
  const headers = [signed(), signed()];
  const a = await timed('/bench/unsigned', {});
  const b = await timed('/api/bench/noop', headers[0]!);
  if (round >= WARM_UP) {
    unsigned.push(a);
    viaUnlogged.push(b);
  }
}
await setNonces('logged');
for (let round = 0; round < ROUNDS / 3 + WARM_UP; round += 1) {
  const headers = signed();
  const ms = await timed('/api/bench/noop', headers);
  if (round >= WARM_UP) viaLogged.push(ms);
}
await setNonces('unlogged');

const f = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(`call floor (PostgreSQL, ${ROUNDS} calls each, one at a time):`);
console.log(
  `  unsigned Fastify route:        p50 ${f(median(unsigned))}, p99 ${f(percentile(unsigned, 99))}`,
);
console.log(
  `  signed, signed-in, does nothing: p50 ${f(median(viaUnlogged))}, p99 ${f(percentile(viaUnlogged, 99))}`,
);
console.log(
  `  signed ÷ unsigned (p50): ${(median(viaUnlogged) / median(unsigned)).toFixed(3)}× (goal ≤ 1.5×)`,
);
console.log(
  `  the same with request_nonces LOGGED (before 0021): p50 ${f(median(viaLogged))}, p99 ${f(percentile(viaLogged, 99))} — ${(median(viaLogged) / median(unsigned)).toFixed(3)}× unsigned`,
);
await app.close();
