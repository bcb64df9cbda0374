import { MODEL_PATHS } from '@tessera/protocol';
import type { ApiModelInput } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
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
 * Answers the model's data as the server returns it.
 *
 * @throws {RequestError} when the call fails or times out (请求超时).
 */
export async function getApiModelData<TData = unknown>(
  client: RequestClient,
  app: AppRef,
  input: GetApiModelDataInput,
): Promise<TData> {
  const { signal, ...body } = input;
  return client.post<TData>(MODEL_PATHS.apiModelData.build({ app: app.appId }), body, {
    timeoutMs: MODEL_TIMEOUT_MS,
    ...(signal ? { signal } : {}),
  });
}
