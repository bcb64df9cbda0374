import { MODEL_PATHS } from '@tessera/protocol';
import type { OlapQueryInput, OlapResult } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';
import { MODEL_TIMEOUT_MS } from './getApiModelData.js';

/** Input of {@link queryOlapResult}. */
export interface QueryOlapResultInput extends OlapQueryInput {
  signal?: AbortSignal;
}

/**
 * POST `{apiPrefix}forward/olap/olapQuery/queryOlapResult` with `{ modelId, version,
 * dataFilterExpression, aggDataFilterExpression }` (spec 1 §7), 10000 ms timeout; answers the
 * columns and the cells.
 *
 * @throws {RequestError} when the call fails or times out (请求超时).
 */
export async function queryOlapResult(
  client: RequestClient,
  app: AppRef,
  input: QueryOlapResultInput,
): Promise<OlapResult> {
  const { signal, ...body } = input;
  return call(
    client,
    MODEL_PATHS.queryOlapResult,
    { params: { app: app.appId }, body },
    { timeoutMs: MODEL_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
}
