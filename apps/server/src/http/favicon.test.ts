import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';

describe('the favicon', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer(TEST_DATABASES[0]!);
  });
  afterAll(() => app?.close());

  it.each(['/favicon.ico', '/favicon.svg'])(
    'answers %s with an SVG icon to a plain GET',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    },
  );
});
