import { DATA_FLOW_PATHS } from '@tessera/protocol';
import type { DataFlowRunInput, DataFlowRunResult } from '@tessera/protocol';
import type { CallOptions, RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link runDataFlow} and {@link runGroupDataFlow}. */
export interface RunDataFlowInput {
  flowId: string;
  /** The flow's input (a data source's resolved input parameters). */
  payload?: unknown;
  operationId?: string;
  signal?: AbortSignal;
}

function callOptions(input: RunDataFlowInput): CallOptions {
  return input.signal ? { signal: input.signal } : {};
}

function runBody(input: RunDataFlowInput): DataFlowRunInput {
  return { payload: input.payload ?? {}, operationId: input.operationId ?? '' };
}

/**
 * POST `/apps/v1/{appId}/dataflows/run/{flowId}` with `{ payload, operationId }` (spec 1 §7).
 * A flow that fails or runs out of time answers `isSuccess: false` with its message; the call
 * itself still succeeds.
 *
 * @throws {RequestError} when the call fails (an unknown flow answers `40400`).
 */
export async function runDataFlow(
  client: RequestClient,
  app: AppRef,
  input: RunDataFlowInput,
): Promise<DataFlowRunResult> {
  return call(
    client,
    DATA_FLOW_PATHS.run,
    { params: { appId: app.appId, flowId: input.flowId }, body: runBody(input) },
    callOptions(input),
  );
}

/**
 * POST `/apps/v1/{group}/dataflows/grouprun/{appId}/{flowId}` (spec 1 §7): the same run in a
 * flow group.
 *
 * @throws {RequestError} when the call fails.
 */
export async function runGroupDataFlow(
  client: RequestClient,
  app: AppRef,
  input: RunDataFlowInput & { group: string },
): Promise<DataFlowRunResult> {
  const params = { group: input.group, appId: app.appId, flowId: input.flowId };
  return call(
    client,
    DATA_FLOW_PATHS.groupRun,
    { params, body: runBody(input) },
    callOptions(input),
  );
}
