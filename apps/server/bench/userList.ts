/*
 * Admin user list benchmark (issue 27; `pnpm --filter @tessera/server bench:users`): the server
 * with 100,000 users on PostgreSQL (DATABASE_URL, a throw-away schema; skipped without it),
 * spread over 100 departments (10 trees of 10) and 5 roles. Prints, for the list filtered by a
 * department subtree (10,000 users) and a role (2,000 of them), page 1 of 10:
 *   server p50 / p99 — the signed HTTP call on loopback as the administrator (signature, token,
 *   admin check, schema, the domain's queries, the envelope) — and the same SQL on a direct
 *   connection: the statements the list runs, captured from one run of the domain function and
 *   replayed with their parameters on a pool of its own. Goal: server p50 ≤ 1.5 × direct p50.
 * Server and direct runs alternate, so load from anything else on the machine affects both.
 * Timings are reported, never asserted (DESIGN.md "Speed is measured in benchmarks").
 */
import { randomBytes } from 'node:crypto';
import { ORGANISATION_PATHS } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { createServer } from '../src/createServer.js';
import type { Database } from '../src/db/database.js';
import { DEMO } from '../src/demo.js';
import { DEMO_USERS } from '../src/demoOrganisation.js';
import { listUsers } from '../src/organisation/listUsers.js';
import { demoRequestHeaders } from '../src/testing/demoRequestHeaders.js';
import { percentile } from './benchStats.js';

const USERS = 100_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 20;
const url = process.env.DATABASE_URL;
if (!url) {
  console.log('admin user list: skipped (set DATABASE_URL: the direct peer needs PostgreSQL)');
  process.exit(0);
}
const schema = `bench_${randomBytes(5).toString('hex')}`;
const app = await createServer({
  database: { kind: 'postgres', url, schema, dropSchemaOnClose: true },
});
const db = app.tessera.db;
const appId = DEMO.appId;

// A connection of the bench's own (no statement timeout: the fill takes a while): it fills the
// database, then captures the statements of one run of the list to replay them directly.
const captured: CompiledQuery[] = [];
let capturing = false;
const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
const directDb = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (capturing && event.level === 'query') captured.push(event.query);
  },
});
// 100 departments (10 roots of 9 children each), 5 roles, 100,000 users round-robin over both.
const fill = performance.now();
await sql`insert into departments (app_id, parent_id, label, sort)
  select ${appId}::uuid, null, '基准部门' || r, r from generate_series(1, 10) r`.execute(directDb);
await sql`insert into departments (app_id, parent_id, label, sort)
  select ${appId}::uuid, d.id, d.label || '-' || c, c
  from departments d cross join generate_series(1, 9) c where d.label like '基准部门%'`.execute(
  directDb,
);
await sql`insert into roles (app_id, name, code, sort)
  select ${appId}::uuid, '基准角色' || r, 'bench' || r, 100 + r from generate_series(1, 5) r`.execute(
  directDb,
);
await sql`insert into users (user_name, nick_name, mobile_phone, created)
  select 'bench' || i, '用户' || i, '17' || lpad(i::text, 9, '0'), now() - i * interval '1 second'
  from generate_series(1, ${USERS}::int) i`.execute(directDb);
await sql`with u as (select id, row_number() over (order by user_name) - 1 as n from users
    where user_name like 'bench%'),
  d as (select id, row_number() over (order by label) - 1 as n from departments
    where label like '基准部门%')
  insert into user_departments (user_id, department_id)
  select u.id, d.id from u join d on d.n = u.n % 100`.execute(directDb);
await sql`with u as (select id, row_number() over (order by user_name) - 1 as n from users
    where user_name like 'bench%'),
  r as (select id, row_number() over (order by code) - 1 as n from roles where code like 'bench%')
  insert into user_roles (user_id, role_id)
  select u.id, r.id from u join r on r.n = u.n % 5`.execute(directDb);
await sql`analyze`.execute(directDb);
const fillSeconds = (performance.now() - fill) / 1000;

const department = await db
  .selectFrom('departments')
  .select('id')
  .where('label', '=', '基准部门1')
  .executeTakeFirstOrThrow();
const role = await db
  .selectFrom('roles')
  .select('id')
  .where('code', '=', 'bench1')
  .executeTakeFirstOrThrow();
const query = {
  DepartmentId: department.id,
  roles: role.id,
  PageIndex: '1',
  PageSize: '10',
};

capturing = true;
const expected = await listUsers(directDb, appId, query);
capturing = false;
const replay = async () => {
  for (const statement of captured) {
    await pool.query(statement.sql, statement.parameters as unknown[]);
  }
};

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const admin = DEMO_USERS.find((user) => user.key === 'admin')!;
const accessToken = (await app.tesseraIdentity.signIn(admin.id)).accessToken;
const path = `${ORGANISATION_PATHS.users.build({ appId })}?${new URLSearchParams(query).toString()}`;
const listUrl = `http://127.0.0.1:${port}${path.startsWith('/') ? path : `/api/${path}`}`;
const headers = () =>
  withSignatureHeaders(
    { ...demoRequestHeaders(), authorization: `Bearer ${accessToken}` },
    { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey },
    '',
  );

const serverTimes: number[] = [];
const directTimes: number[] = [];
for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
  let start = performance.now();
  const response = await fetch(listUrl, { headers: headers() });
  const text = await response.text();
  const answer = JSON.parse(text) as { rspCd?: string; data?: { total: number } };
  const server = performance.now() - start;
  if (answer.rspCd !== '00000') throw new Error(`list failed: ${response.status} ${text}`);
  if (answer.data?.total !== expected.total) throw new Error('server and direct totals differ');
  start = performance.now();
  await replay();
  const direct = performance.now() - start;
  if (i >= WARM_UP) {
    serverTimes.push(server);
    directTimes.push(direct);
  }
}
const p = (values: number[], q: number) => percentile(values, q).toFixed(2);
const ratio = percentile(serverTimes, 50) / percentile(directTimes, 50);
console.log(
  `admin user list, ${USERS.toLocaleString('en')} users on PostgreSQL (filled in ${fillSeconds.toFixed(1)} s)`,
);
console.log(
  `  filter: department subtree (10 departments) + role → ${expected.total} users, page 1 of 10; ${captured.length} statements`,
);
console.log(
  `  server  p50 ${p(serverTimes, 50)} ms, p99 ${p(serverTimes, 99)} ms (signed HTTP, ${SAMPLES} samples)`,
);
console.log(`  direct  p50 ${p(directTimes, 50)} ms, p99 ${p(directTimes, 99)} ms (the same SQL)`);
console.log(`  server ÷ direct (p50): ${ratio.toFixed(2)}× (goal ≤ 1.5×)`);

await directDb.destroy();
await app.close();
