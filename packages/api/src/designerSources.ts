import { DATA_FLOW_PATHS, MODEL_PATHS } from '@tessera/protocol';
import type { DataFlowInfo, ModelSummary, PagedList } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

/** Input of {@link listDataFlows}. */
export interface ListDataFlowsInput {
  /** Part of a flow's name or id. */
  search?: string;
  category?: string;
  /** 1-based page (default 1). */
  currentIndex?: number;
  pageSize?: number;
}

/**
 * GET `/apps/v1/{appId}/DataFlows/` (spec 1 §7, spec 2 §7.4): the data flows a data source may
 * name (`dataFlowName`), with their parameters, by name. Designers only (HTTP 403 otherwise).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function listDataFlows(
  client: RequestClient,
  app: AppRef,
  input: ListDataFlowsInput = {},
): Promise<PagedList<DataFlowInfo>> {
  const search: Record<string, string> = {};
  if (input.search) search.dataflow = input.search;
  if (input.category) search.category = input.category;
  if (input.currentIndex !== undefined) search.currentIndex = String(input.currentIndex);
  if (input.pageSize !== undefined) search.pageSize = String(input.pageSize);
  return call(client, DATA_FLOW_PATHS.list, { params: { appId: app.appId }, search });
}

/**
 * GET `{apiPrefix}forward/olap/models?app=`: the API and OLAP models the app may call, each by
 * id and version with its name (OLAP: its columns), for the data-source editor. Designers only
 * (HTTP 403 otherwise).
 *
 * @throws {RequestError} when the call fails (already reported by the client).
 */
export function listModels(client: RequestClient, app: AppRef): Promise<ModelSummary[]> {
  return call(client, MODEL_PATHS.models, { params: { app: app.appId } });
}
