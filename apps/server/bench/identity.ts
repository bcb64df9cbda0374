/*
 * Identity benchmark (pnpm --filter @tessera/server bench): the reference server in this
 * process on loopback — PostgreSQL when DATABASE_URL is set (a throw-away schema), else PGlite —
 * and prints:
 *   1. an authenticated content query (bearer token verified, session checked) ÷ the same query
 *      made anonymously on a public page, medians of interleaved rounds; goal ≤ 1.10.
 *   2. password sign-in (the login call end to end: policy, lookup, scrypt, session, ticket,
 *      provider token endpoint) p50, and the password hash alone, with the scrypt parameters.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { IDENTITY_PATHS } from '@tessera/protocol';
import { createServer } from '../src/createServer.js';
import { DEMO } from '../src/demo.js';
import { insertTestUser } from '../src/identity/identityFixtures.js';
import { hashPassword, PASSWORD_HASH_PARAMETERS } from '../src/directory/passwordHash.js';
import { signedHeaders } from './benchSigning.js';
import { median, percentile } from './benchStats.js';

const ROUNDS = 1500;
const WARM_UP = 100;
const SIGN_INS = 30;
const PASSWORD = 'Bench2026abc';

const url = process.env.DATABASE_URL;
const database = url
  ? {
      kind: 'postgres' as const,
      url,
      schema: `bench_${randomBytes(5).toString('hex')}`,
      dropSchemaOnClose: true,
    }
  : { kind: 'pglite' as const };
const app = await createServer({ database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The public page of the comparison: /login (not login-required) binds the article schema.
await app.tessera.db
  .updateTable('pages')
  .set({ page_data_source: JSON.stringify([{ dsId: 'ds-bench', schemaName: DEMO.articleSchema }]) })
  .where('page_id', '=', DEMO.pages.pcLogin)
  .execute();
await insertTestUser(app.tessera.db, { phone: '19700000001', password: PASSWORD });

async function post(
  path: string,
  body: string,
  token?: string,
): Promise<{ ms: number; data: unknown }> {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: signedHeaders(body, token),
    body,
  });
  const answer = (await response.json()) as { rspCd: string; rspInf: string; data: unknown };
  const ms = performance.now() - start;
  if (answer.rspCd !== '00000') throw new Error(`refused: ${answer.rspCd} ${answer.rspInf}`);
  return { ms, data: answer.data };
}

const signIn = () =>
  post(
    IDENTITY_PATHS.loginExpand.pattern,
    JSON.stringify({ PhoneNumber: '19700000001', Password: PASSWORD, ActionType: 2 }),
  );
const { accessToken } = (await signIn()).data as { accessToken: string };

const query = JSON.stringify({
  query: '{ queryArticleContentsWithTotal(top: 10) { total items { id data } } }',
});
const graphql = `/api/querygraphqls?app=${DEMO.appId}`;
const anonymous: number[] = [];
const authenticated: number[] = [];
for (let i = 0; i < WARM_UP + ROUNDS; i++) {
  // Alternate which goes first, so neither always meets a warmer cache.
  const pair =
    i % 2 === 0
      ? [await post(graphql, query), await post(graphql, query, accessToken)]
      : [await post(graphql, query, accessToken), await post(graphql, query)].reverse();
  if (i < WARM_UP) continue;
  anonymous.push(pair[0]!.ms);
  authenticated.push(pair[1]!.ms);
}

const signInTimes: number[] = [];
for (let i = 0; i < SIGN_INS; i++) signInTimes.push((await signIn()).ms);
const hashTimes: number[] = [];
for (let i = 0; i < SIGN_INS; i++) {
  const start = performance.now();
  await hashPassword(PASSWORD);
  hashTimes.push(performance.now() - start);
}

const f = (ms: number) => `${ms.toFixed(2)} ms`;
const { N, r, p } = PASSWORD_HASH_PARAMETERS;
console.log(`identity bench on ${database.kind}, ${ROUNDS} interleaved rounds`);
console.log(
  `  content query, anonymous on a public page: p50 ${f(median(anonymous))}, p99 ${f(percentile(anonymous, 99))}`,
);
console.log(
  `  content query, authenticated:              p50 ${f(median(authenticated))}, p99 ${f(percentile(authenticated, 99))}`,
);
console.log(
  `  authenticated ÷ anonymous (p50): ${(median(authenticated) / median(anonymous)).toFixed(3)}× (goal ≤ 1.10×)`,
);
console.log(
  `  password sign-in (login call end to end): p50 ${f(median(signInTimes))}, p90 ${f(percentile(signInTimes, 90))}; scrypt alone p50 ${f(median(hashTimes))} (N=2^${Math.log2(N)}, r=${r}, p=${p})`,
);
await app.close();
