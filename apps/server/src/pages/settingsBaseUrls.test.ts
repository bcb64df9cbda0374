import type { Settings } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { createServer } from '../createServer.js';

/** The settings call as a browser on `host` makes it, with or without its XSRF cookie. */
async function settingsOf(app: FastifyInstance, host: string, cookie?: string) {
  const response = await app.inject({
    url: `/api/home/configuration?host=${host}`,
    headers: { host, ...(cookie ? { cookie } : {}) },
  });
  const body = response.json<{ rspCd: string; data: Settings }>();
  expect(body.rspCd).toBe('00000');
  return { headers: response.headers, settings: body.data };
}

describe.each(TEST_DATABASES)('settings base URLs and caching on $name', (database) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the configured public URL whatever Host the caller sends, shareable', async () => {
    app = await startServer(database, { publicUrl: 'https://tessera.example.com/' });
    const { headers, settings } = await settingsOf(app, 'evil.example.net', 'XSRF-TOKEN=t');
    expect(settings.designApiUrl).toBe('https://tessera.example.com');
    expect(settings.mediaUrl).toBe('https://tessera.example.com');
    expect(settings.schemaWsUrl).toBe('wss://tessera.example.com');
    expect(JSON.stringify(settings)).not.toContain('evil');
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('never copies the Host header outside development: empty base URLs stay empty', async () => {
    app = await startServer(database);
    const { headers, settings } = await settingsOf(app, 'evil.example.net', 'XSRF-TOKEN=t');
    expect(settings.designApiUrl).toBe('');
    expect(settings.schemaWsUrl).toBe('');
    expect(JSON.stringify(settings)).not.toContain('evil');
    expect(headers['cache-control']).toBe('public, max-age=300');
  });

  it('follows the Host in development, privately cached and varying by Host', async () => {
    app = await startServer(database, { development: true });
    const { headers, settings } = await settingsOf(app, 'localhost:5173', 'XSRF-TOKEN=t');
    expect(settings.designApiUrl).toBe('http://localhost:5173');
    expect(settings.schemaWsUrl).toBe('ws://localhost:5173');
    expect(headers['cache-control']).toBe('private, max-age=300');
    expect(String(headers.vary)).toMatch(/\bHost\b/);
  });

  it('keeps an answer that sets the XSRF cookie out of shared caches', async () => {
    app = await startServer(database, { publicUrl: 'https://tessera.example.com' });
    const { headers } = await settingsOf(app, 'tessera.example.com');
    expect(headers['set-cookie']).toMatch(/^XSRF-TOKEN=/);
    expect(headers['cache-control']).toBe('private, max-age=300');
  });
});

describe('publicUrl option', () => {
  it.each(['tessera.example.com', 'ftp://x.example.com', 'https://x.example.com/?a=1'])(
    'refuses %s at start',
    async (publicUrl) => {
      await expect(createServer({ publicUrl, seed: false })).rejects.toThrow(/publicUrl/);
    },
  );
});
