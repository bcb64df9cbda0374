import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { OIDC } from '@tessera/protocol';

/**
 * Serves the provider under `OIDC.path` (README "Identity"). The provider is a Koa app that
 * reads its own bodies, so its routes live in a scope whose only body parser leaves the stream
 * unread; the request path is handed over with the mount prefix stripped (`originalUrl` keeps
 * it, which the provider reads to build its own URLs).
 */
export async function mountIdentityProvider(
  app: FastifyInstance,
  provider: Provider,
): Promise<void> {
  const callback = provider.callback();
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(OIDC.path.length) || '/';
    // The provider answers on the raw response; its own errors are rendered by `renderError`.
    void callback(raw, reply.raw);
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(OIDC.path, handler);
    scope.all(`${OIDC.path}/*`, handler);
  });
}
