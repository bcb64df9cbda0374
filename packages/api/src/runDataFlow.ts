import { DATA_FLOW_PATHS } from '@tessera/protocol';
import type { DataFlowRunResult } from '@tessera/protocol';
import type { CallOptions, RequestClient } from '@tessera/request';
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
  return client.post<DataFlowRunResult>(
    DATA_FLOW_PATHS.run.build({ appId: app.appId, flowId: input.flowId }),
    { payload: input.payload ?? {}, operationId: input.operationId ?? '' },
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
  return client.post<DataFlowRunResult>(
    DATA_FLOW_PATHS.groupRun.build({ group: input.group, appId: app.appId, flowId: input.flowId }),
    { payload: input.payload ?? {}, operationId: input.operationId ?? '' },
    callOptions(input),
  );
}
