/*
 * The server side of bench/content.ts, run as its own process so that its memory and CPU are
 * its own: starts the reference server on PGlite or PostgreSQL (BENCH_DATABASE_URL), writes
 * 100,000 items of one schema, listens, and answers the parent's requests over IPC: one timed
 * run of the benchmark query's SQL directly on the same database, and memory sampling.
 */
import type { AddressInfo } from 'node:net';
import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { loadAppSchemas, requireSchema } from '../src/content/contentSchema.js';
import { prepareContentQuery } from '../src/content/queryContents.js';
import { createServer } from '../src/createServer.js';
import { benchAccessToken } from './benchCaller.js';
import { toJson } from '../src/db/database.js';
import { DEMO } from '../src/demo.js';
import { BENCH_QUERY, ITEM_COUNT } from './benchQuery.js';
import { withoutStatementTimeout } from '../src/db/statementTimeout.js';

const url = process.env.BENCH_DATABASE_URL;
const schema = process.env.BENCH_SCHEMA;
const database = url
  ? { kind: 'postgres' as const, url, ...(schema ? { schema, dropSchemaOnClose: true } : {}) }
  : { kind: 'pglite' as const };
const app = await createServer({ database });
const { db } = app.tessera;

await db
  .insertInto('schemas')
  .values({
    app_id: DEMO.appId,
    name: 'benchitem',
    label: '基准',
    fields: toJson([
      { fieldId: 1, name: 'title', label: '标题', fieldType: 'String' },
      { fieldId: 2, name: 'category', label: '类别', fieldType: 'String' },
      { fieldId: 3, name: 'price', label: '价格', fieldType: 'Number' },
      { fieldId: 4, name: 'qty', label: '数量', fieldType: 'Number' },
      { fieldId: 5, name: 'publishedAt', label: '发布时间', fieldType: 'DateTime' },
    ]),
  })
  .execute();
// Writing 100,000 items takes longer than the server's statement timeout and its wait for an
// answer (README "Cost limits", "Database outages"), so it runs as start-up work does.
await withoutStatementTimeout(db, (startup) =>
  startup.transaction().execute(async (trx) => {
    await sql`
    insert into content_items (app_id, schema_name, created, last_modified, status, data)
    select ${DEMO.appId}::uuid, 'benchitem', timestamptz '2026-01-01' + i * interval '1 minute', timestamptz '2026-01-01', 'Published',
      jsonb_build_object(
        'title', jsonb_build_object('iv', '商品 ' || i || ' 的标题，带一些描述文字'),
        'category', jsonb_build_object('iv', 'c' || (i % 10)),
        'price', jsonb_build_object('iv', (i * 7919) % 1000),
        'qty', jsonb_build_object('iv', i % 37),
        'publishedAt', jsonb_build_object('iv', to_char((timestamptz '2026-01-01' + i * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    from generate_series(1, ${ITEM_COUNT}::int) as i`.execute(trx);
    await sql`analyze content_items`.execute(trx);
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });

/** The two statements the server runs for the benchmark query (total and page), compiled. */
async function benchStatements(): Promise<CompiledQuery[]> {
  const schemas = await loadAppSchemas(db, DEMO.appId);
  const query = prepareContentQuery(db, {
    schema: requireSchema(schemas, 'benchitem'),
    schemas,
    ...BENCH_QUERY,
  });
  let items = query.base(db).selectAll('content_items');
  for (const key of query.order) items = items.orderBy(key.expression, key.direction);
  return [
    query
      .base(db)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .compile(),
    items.limit(BENCH_QUERY.top).offset(BENCH_QUERY.skip).compile(),
  ];
}

const statements = await benchStatements();
// "Directly": a plain driver on the same database — a pg pool of its own on PostgreSQL, the
// same embedded instance on PGlite (it has one connection).
const pool = url
  ? new pg.Pool({
      connectionString: url,
      max: 4,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    })
  : undefined;
const run = (statement: CompiledQuery) =>
  pool ? pool.query(statement.sql, [...statement.parameters]) : db.executeQuery(statement);

/** Ms of one run of the statements, both at once as the server's resolvers run them. */
async function directOnce(): Promise<number> {
  const start = performance.now();
  await Promise.all(statements.map(run));
  return performance.now() - start;
}

let sampler: NodeJS.Timeout | undefined;
let peak = { rss: 0, heapUsed: 0 };
let baseline = { rss: 0, heapUsed: 0 };

process.on('message', (message: { type: string; gc?: boolean }) => {
  void (async () => {
    if (message.type === 'direct') {
      process.send?.({ type: 'direct', ms: await directOnce() });
    } else if (message.type === 'memory-start') {
      global.gc?.();
      baseline = process.memoryUsage();
      peak = { rss: baseline.rss, heapUsed: baseline.heapUsed };
      sampler = setInterval(
        () => {
          if (message.gc) global.gc?.();
          const now = process.memoryUsage();
          peak = {
            rss: Math.max(peak.rss, now.rss),
            heapUsed: Math.max(peak.heapUsed, now.heapUsed),
          };
        },
        message.gc ? 25 : 5,
      );
      process.send?.({ type: 'memory-start' });
    } else if (message.type === 'memory-stop') {
      clearInterval(sampler);
      process.send?.({ type: 'memory', baseline, peak });
    } else if (message.type === 'close') {
      await pool?.end();
      await app.close();
      process.exit(0);
    }
  })();
});

process.send?.({
  type: 'ready',
  port: (app.server.address() as AddressInfo).port,
  kind: database.kind,
  accessToken: await benchAccessToken(app),
});
