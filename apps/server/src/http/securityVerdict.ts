import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/*
 * The signature and replay verdict of a call that only reads (README "Per-call floor"): a GET
 * of a route saying `readsOnly` runs its reads while the statement that reads the site keys and
 * remembers the nonce is on its way, and its answer — success or failure — waits for the
 * verdict, which wins over whatever the route answered.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route only reads (no write, no side effect but its answer): a GET of it starts while
     * its signature and nonce are being checked, and its answer waits for that verdict.
     */
    readsOnly?: boolean;
  }
  interface FastifyRequest {
    /** The signature and replay verdict still on its way (a `readsOnly` GET), else undefined. */
    securityVerdict: Promise<void> | undefined;
  }
}

/**
 * Waits for the request's pending verdict, once: answers its refusal, or undefined when it
 * passed or none was pending.
 */
export async function verdictRefusal(request: FastifyRequest): Promise<unknown> {
  const verdict = request.securityVerdict;
  if (verdict === undefined) return undefined;
  request.securityVerdict = undefined;
  try {
    await verdict;
    return undefined;
  } catch (refusal) {
    return refusal;
  }
}

/**
 * Lets `readsOnly` routes overlap their work with the pending verdict: their handler is wrapped
 * so its answer is returned only once the verdict passed (its refusal is thrown instead). An
 * error answered before the handler (a hook, a schema) waits in the error handler
 * (`http/errorHandler.ts`). Must be installed before the routes are registered.
 */
export function installVerdictOverlap(app: FastifyInstance): void {
  app.decorateRequest('securityVerdict', undefined);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.readsOnly) return;
    const handler = route.handler;
    route.handler = async function readsWhileVerified(request, reply) {
      if (request.securityVerdict === undefined) return handler.call(this, request, reply);
      const work = (async () => handler.call(this, request, reply))();
      // Its failure is answered below once the verdict passed, or no longer matters.
      work.catch(() => undefined);
      const refusal = await verdictRefusal(request);
      if (refusal !== undefined) throw refusal;
      return work;
    };
  });
}
