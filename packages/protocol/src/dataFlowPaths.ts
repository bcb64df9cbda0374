import type { PagedList } from './schemaTypes.js';
import {
  type DataFlowInfo,
  DataFlowInfoInputSchema,
  DataFlowRunInputSchema,
  DataFlowRunResultSchema,
} from './flowTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';

const run = {
  method: 'POST',
  body: DataFlowRunInputSchema,
  answer: DataFlowRunResultSchema,
} as const;

/** The data-flow calls (spec 1 §7, spec 2 §7.4 "Data flows"): absolute `/apps/v1/` paths. */
export const DATA_FLOW_PATHS = {
  /** GET /apps/v1/{appId}/DataFlows/?currentIndex&pageSize&dataflow&category&order (`search`). */
  list: route('/apps/v1/:appId/DataFlows/', {
    method: 'GET',
    answer: typed<PagedList<DataFlowInfo>>(),
  }),
  /** POST /apps/v1/{appId}/dataflows/run/{flowId}. */
  run: route('/apps/v1/:appId/dataflows/run/:flowId', run),
  /** POST /apps/v1/{group}/dataflows/grouprun/{appId}/{flowId}. */
  groupRun: route('/apps/v1/:group/dataflows/grouprun/:appId/:flowId', run),
  /** POST /apps/v1/{appId}/dataflows/getinfo — "Data flow get info" of a data source. */
  getInfo: route('/apps/v1/:appId/dataflows/getinfo', {
    method: 'POST',
    body: DataFlowInfoInputSchema,
    answer: DataFlowRunResultSchema,
  }),
} as const;
