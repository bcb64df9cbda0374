import type { DataFlowRunResult } from '@tessera/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../http/envelopeError.js';
import { publicErrorMessage, runWithTimeLimit } from '../registeredCode/runWithTimeLimit.js';
import {
  DEFAULT_FLOW_TIMEOUT_MS,
  type DataFlowContext,
  type DataFlowDefinition,
} from './dataFlowRegistry.js';

/** A JSON answer must survive the envelope: no functions, no cycles, no BigInt. */
function toJsonValue(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Checks the declared required parameters are present in an object payload; a missing one is
 * bad input (40000) and the flow does not run.
 */
function checkParameters(flow: DataFlowDefinition, payload: unknown): void {
  const required = (flow.parameters ?? []).filter((p) => p.isRequired);
  if (required.length === 0) return;
  const object =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  const missing = required.filter((p) => object?.[p.name] === undefined || object[p.name] === '');
  if (missing.length) {
    throw badRequest(`数据流 ${flow.name} 缺少参数 ${missing.map((p) => p.name).join('、')}`);
  }
}

/**
 * Runs one data flow with its time limit and answers spec 1 §7 "isSuccess, result": a flow
 * that throws answers `isSuccess: false` with its message (database error text is never
 * passed on), one that runs out of time answers `isSuccess: false` with a timeout message.
 * Failures are logged with the operationId.
 */
export async function runDataFlow(
  flow: DataFlowDefinition,
  context: Omit<DataFlowContext, 'signal'>,
  log: FastifyBaseLogger,
): Promise<DataFlowRunResult> {
  checkParameters(flow, context.payload);
  const timeoutMs = flow.timeoutMs ?? DEFAULT_FLOW_TIMEOUT_MS;
  const outcome = await runWithTimeLimit(
    async (signal) => toJsonValue(await flow.run({ ...context, signal })),
    timeoutMs,
  );
  const { durationMs } = outcome;
  if (outcome.status === 'done') {
    return { isSuccess: true, result: outcome.value, message: 'success', durationMs };
  }
  const message =
    outcome.status === 'timedOut'
      ? `数据流 ${flow.name} 运行超时（超过 ${timeoutMs} 毫秒）`
      : publicErrorMessage(outcome.error, `数据流 ${flow.name} 运行失败`);
  log.warn(
    {
      flowId: flow.flowId,
      operationId: context.operationId,
      err: outcome.status === 'failed' ? outcome.error : undefined,
    },
    `data flow ${outcome.status}`,
  );
  return { isSuccess: false, result: null, message, durationMs };
}
