import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown (README "Health, readiness, metrics and shutdown"): `close()` closes the
 * idle keep-alive connections when it starts, but a request still in flight then leaves its
 * connection open and idle once answered, and `close()` waited for the client to hang up or for
 * the keep-alive timeout (72 s), past the shutdown timeout. While closing, each finished answer
 * closes the connections that have become idle.
 */
export function closeKeptAliveConnectionsOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onResponse', async () => {
    // After Node has marked the answered connection idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
