import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** The product's icon, the same SVG as the apps' `public/favicon.svg`. */
const FAVICON = readFileSync(new URL('./favicon.svg', import.meta.url));

/**
 * `GET /favicon.ico` and `GET /favicon.svg`: the icon of the server's own pages (sign-in,
 * provider errors), so browsers asking for it get no 404. An SVG under both names (browsers
 * read the type, not the name); unsigned, cached a day, never logged per request.
 */
export function registerFavicon(app: FastifyInstance): void {
  const route = { config: { unsigned: true }, logLevel: 'warn' as const };
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    app.get(path, route, async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
    );
  }
}
