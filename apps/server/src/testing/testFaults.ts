import { setTimeout as delay } from 'node:timers/promises';
import { fail, RSP_CD } from '@tessera/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A fault the test configuration injects into one answer (ServerOptions `testFaults`):
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
 * Installs fault injection for tests (never enabled by `main.ts`): a `preHandler` hook, so the
 * function sees the parsed (and, for encrypted calls, decrypted) body and runs after the
 * signature checks — a fault answers a request the server had accepted.
 *
 * @example
 * ```ts
 * let calls = 0;
 * const app = await createServer({
 *   testFaults: (request) =>
 *     request.url.includes('pagerouters') && ++calls === 1 ? { status: 401 } : undefined,
 * });
 * ```
 */
export function installTestFaults(app: FastifyInstance, testFaults: TestFaults): void {
  app.addHook('preHandler', async (request, reply) => {
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
