import { DATA_FLOW_PATHS } from '@tessera/protocol';
import type { DataFlowRunResult } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link getDataFlowInfo}. */
export interface GetDataFlowInfoInput {
  /** The data source's `dataFlowName`: the flow's name. */
  flowName: string;
  /** The flow's parameters as name/value pairs. */
  parameters?: { name: string; value: unknown }[];
  operationId?: string;
  signal?: AbortSignal;
}

/**
 * "Data flow get info" (spec 1 §7): runs the flow a data source names, with name/value
 * parameters, via POST `/apps/v1/{appId}/dataflows/getinfo`; answers `{ isSuccess, result }`
 * (plus `message` and `durationMs`). A failing flow answers `isSuccess: false` with its message.
 *
 * @throws {RequestError} when the call fails (an unknown flow name answers `40400`).
 */
export async function getDataFlowInfo(
  client: RequestClient,
  app: AppRef,
  input: GetDataFlowInfoInput,
): Promise<DataFlowRunResult> {
  return call(
    client,
    DATA_FLOW_PATHS.getInfo,
    {
      params: { appId: app.appId },
      body: {
        flowName: input.flowName,
        parameters: input.parameters ?? [],
        operationId: input.operationId ?? '',
      },
    },
    input.signal ? { signal: input.signal } : {},
  );
}
