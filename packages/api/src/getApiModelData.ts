import { MODEL_PATHS } from '@tessera/protocol';
import type { ApiModelInput, JsonValue } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/** spec 1 §7: model calls under forward/olap time out after 10000 ms. */
export const MODEL_TIMEOUT_MS = 10_000;

/** Input of {@link getApiModelData}. */
export interface GetApiModelDataInput extends ApiModelInput {
  signal?: AbortSignal;
}

/**
 * POST `{apiPrefix}forward/olap/apiModel/getApiModelData` with `{ modelId, version, body }`
 * (body a list of paramKey/paramValue; spec 1 §7), with the 10000 ms timeout of model calls.
 * Answers the model's data as the server returns it: any JSON (`JsonValue`), or the type the
 * caller names as `TData` for a model whose shape it knows.
 *
 * @throws {RequestError} when the call fails or times out (请求超时).
 */
export async function getApiModelData<TData = JsonValue>(
  client: RequestClient,
  app: AppRef,
  input: GetApiModelDataInput,
): Promise<TData> {
  const { signal, ...body } = input;
  const data = await call(
    client,
    MODEL_PATHS.apiModelData,
    { params: { app: app.appId }, body },
    { timeoutMs: MODEL_TIMEOUT_MS, ...(signal ? { signal } : {}) },
  );
  return data as TData;
}
