import { createServer as createTcpServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, postGraphql, seededPostgresDatabase } from '../__tests__/testDatabases.js';
import { startCli, stop } from '../__tests__/startCli.js';
import { createServer } from '../createServer.js';
import { DEMO } from '../demo.js';
import type { ContentChange } from '../content/realtime/contentChangeBus.js';
import { poolOf, type DatabaseOptions } from './createDatabase.js';

const REFUSAL = { rspCd: '50000', rspInf: '数据库暂时无法连接，请稍后再试' };

/**
 * A TCP proxy in front of PostgreSQL: `down()` drops every connection and refuses new ones (a
 * restart or failover), `silent()` stops passing bytes and leaves connections hanging (a network
 * partition), `up()` serves again.
 */
async function startProxy(target: string) {
  const upstreamUrl = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  // Connections accepted while silent: never answered, ended by down() and close().
  const hanging = new Set<Socket>();
  let mode: 'up' | 'down' | 'silent' = 'up';
  const server: Server = createTcpServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'down') return void client.destroy();
    if (mode === 'silent') {
      hanging.add(client);
      client.on('close', () => hanging.delete(client));
      return;
    }
    const upstream = connect(Number(upstreamUrl.port || 5432), upstreamUrl.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    down() {
      mode = 'down';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      for (const client of hanging) client.destroy();
    },
    silent() {
      mode = 'silent';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    up() {
      mode = 'up';
    },
    close() {
      this.down();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A proxy in front of a fresh copy of the worker's seeded PostgreSQL database. */
async function proxiedSeededDatabase() {
  return startProxy((await seededPostgresDatabase()).url);
}

type PostgresOptions = Extract<DatabaseOptions, { kind: 'postgres' }>;

/**
 * A server on a fresh seeded PostgreSQL database that it reaches through a proxy (closed again
 * when the server cannot start).
 */
async function startProxiedServer(
  options: Pick<PostgresOptions, 'poolSize' | 'statementTimeoutMs'>,
) {
  const proxy = await proxiedSeededDatabase();
  try {
    const app = await createServer({ database: { kind: 'postgres', url: proxy.url, ...options } });
    return { proxy, app };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

// Each server runs on a copy of the worker's seeded database (`seededPostgresDatabase`), dropped
// with the run's databases: none migrates and seeds a schema of its own.
describe.skipIf(!POSTGRES_URL)('a PostgreSQL outage', () => {
  it('does not end the process: refusals and /readyz 503 while down, served again after', async () => {
    const proxy = await proxiedSeededDatabase();
    const { child, url } = await startCli({ DATABASE_URL: proxy.url });
    const settings = async () => {
      const response = await fetch(`${url}/api/home/configuration?host=${new URL(url).host}`);
      return (await response.json()) as { rspCd: string; rspInf: string };
    };
    try {
      expect((await settings()).rspCd).toBe('00000');
      proxy.down(); // the pool's idle connections are closed under it
      await expect.poll(settings, { timeout: 15_000 }).toMatchObject(REFUSAL);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ database: 'unreachable' });
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      proxy.up();
      await expect.poll(async () => (await settings()).rspCd, { timeout: 15_000 }).toBe('00000');
      // Ready again once the listener, which reconnects every second, listens again.
      await expect
        .poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 15_000 })
        .toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      expect(await stop(child)).toBe(0);
      await proxy.close();
    }
  }, 120_000);

  it('answers /readyz 200 while heavy requests hold every pooled connection, 503 once the database is down', async () => {
    const { proxy, app } = await startProxiedServer({ poolSize: 2 });
    const held: { release(error?: boolean): void }[] = [];
    try {
      const ready = async () => {
        const answer = await app.inject({ url: '/readyz' });
        return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
      };
      expect((await ready()).status).toBe(200);
      // Both connections of the pool taken, as by two long requests: a query through the pool
      // waits in its queue.
      const pool = poolOf(app.tessera.db)!;
      held.push(await pool.connect(), await pool.connect());
      expect(pool.idleCount).toBe(0);
      expect(await ready()).toEqual({
        status: 200,
        body: { status: 'ready', database: 'ok', migrations: 'ok' },
      });

      proxy.down();
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'not ready', database: 'unreachable', migrations: 'unknown' },
      });
    } finally {
      for (const client of held) client.release(true);
      proxy.up();
      await app.close();
      await proxy.close();
    }
  }, 120_000);

  it('bounds the waits of a partition, and hears changes again once it heals', async () => {
    const { proxy, app: server } = await startProxiedServer({ statementTimeoutMs: 500 });
    try {
      const changes = server.tessera.contentChanges.subscribe(DEMO.appId, 'article');
      // The settings call is unsigned: the test's own signing reads the database.
      const settings = async () =>
        (await server.inject({ url: '/api/home/configuration?host=localhost' })).json<{
          rspCd: string;
        }>();
      expect((await settings()).rspCd).toBe('00000');

      proxy.silent();
      // Neither a pooled connection that no longer answers nor a new one that never opens
      // holds the call: both are refused.
      expect(await settings()).toMatchObject(REFUSAL);
      expect(await settings()).toMatchObject(REFUSAL);
      expect((await server.inject({ url: '/readyz' })).statusCode).toBe(503);

      proxy.down(); // the partition ends with the old connections reset
      proxy.up();
      await expect.poll(async () => (await settings()).rspCd, { timeout: 15_000 }).toBe('00000');

      // The notification listener is back: a write is heard (it may take a retry to reconnect).
      const heard = async () => {
        const added = await postGraphql<{ addArticleContent: { id: string } }>(server, DEMO.appId, {
          query: 'mutation { addArticleContent(contentData: { title: "恢复后" }) { id } }',
        });
        const id = added.data?.addArticleContent.id;
        const next = await Promise.race([
          changes.next(),
          new Promise<undefined>((resolve) => setTimeout(resolve, 2000)),
        ]);
        return next !== undefined && (next.value as ContentChange).id === id;
      };
      await expect.poll(heard, { timeout: 20_000, interval: 100 }).toBe(true);
      await changes.return?.();
    } finally {
      await server.close();
      await proxy.close();
    }
  }, 120_000);
});
