import { setTimeout as delay } from 'node:timers/promises';
import { fail, RSP_CD } from '@tessera/protocol';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/**
 * A fault the test configuration injects into one answer ({@link testFaultsPlugin}):
 * `status` answers that HTTP status at once (after any delay) with `headers`; `delayMs` alone
 * delays the normal answer (and `headers` are added to it). `body` (optional) replaces the
 * answer's body — an envelope such as `{ rspCd: '30002', ... }` or a Buffer (octet-stream) —
 * and is answered with `status` (default 200).
 */
export interface TestFault {
  status?: number;
  delayMs?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Decides the fault of one request, or none; called once per routed request. */
export type TestFaults = (request: FastifyRequest) => TestFault | undefined;

/**
 * Fault injection for tests, as a plugin given to `createServer({ plugins })` (never by
 * `main.ts`; `@tessera/test-utils`' `startTestServer({ serverOptions: { testFaults } })`
 * registers it): a `preValidation` hook on every route, so the function sees the parsed (and, for
 * encrypted calls, decrypted) body and runs after the signature and bearer checks and before the
 * route's input schema — a fault answers a request the server had accepted, whatever its body.
 *
 * @example
 * ```ts
 * let calls = 0;
 * const app = await createServer({
 *   plugins: [
 *     testFaultsPlugin((request) =>
 *       request.url.includes('pagerouters') && ++calls === 1 ? { status: 401 } : undefined,
 *     ),
 *   ],
 * });
 * ```
 */
export function testFaultsPlugin(testFaults: TestFaults): FastifyPluginAsync {
  // fastify-plugin: the hook reaches every route of the server, not only this plugin's.
  return fastifyPlugin(async (app) => installTestFaults(app, testFaults), {
    name: 'tessera-test-faults',
  });
}

function installTestFaults(app: FastifyInstance, testFaults: TestFaults): void {
  app.addHook('preValidation', async (request, reply) => {
    const fault = testFaults(request);
    if (!fault) return;
    if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs);
    if (fault.headers) reply.headers(fault.headers);
    if (fault.status === undefined && fault.body === undefined) return;
    const status = fault.status ?? 200;
    reply.code(status);
    await reply.send(fault.body ?? fail(RSP_CD.serverError, `测试注入的故障：HTTP ${status}`));
    return reply;
  });
}
