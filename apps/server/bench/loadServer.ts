/*
 * The server side of bench/load.ts, in its own process so the load generator does not share
 * its event loop: the reference server as main.ts runs it (demo seed, request logging off) on
 * a throw-away PostgreSQL schema of BENCH_DATABASE_URL. Sends `{ type: 'ready', port }` and
 * closes (dropping the schema) on `{ type: 'close' }`.
 */
import type { AddressInfo } from 'node:net';
import { createServer } from '../src/createServer.js';

const url = process.env.BENCH_DATABASE_URL;
const schema = process.env.BENCH_SCHEMA;
if (!url || !schema) throw new Error('BENCH_DATABASE_URL and BENCH_SCHEMA are required');
const app = await createServer({
  database: { kind: 'postgres', url, schema, dropSchemaOnClose: true },
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', port: (app.server.address() as AddressInfo).port });
const close = () => void app.close().then(() => process.exit(0));
process.on('message', (message: { type?: string }) => {
  if (message.type === 'close') close();
});
// The parent went away (killed, crashed): do not live on as an orphan holding the schema.
process.once('disconnect', close);
