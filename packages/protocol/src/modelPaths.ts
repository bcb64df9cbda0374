import {
  ApiModelInputSchema,
  JsonValueSchema,
  ModelSummarySchema,
  OlapQueryInputSchema,
  OlapResultSchema,
} from './flowTypes.js';
import { Type } from 'typebox';
import { route } from './route.js';

/** The API-model and OLAP calls under `{apiPrefix}forward/olap` (spec 1 §7); app in `?app=`. */
export const MODEL_PATHS = {
  /** The models an app may call, for the designer (designer operation; protocol README). */
  models: route('/api/forward/olap/models', {
    query: ['app'],
    method: 'GET',
    answer: Type.Array(ModelSummarySchema),
  }),
  apiModelData: route('/api/forward/olap/apiModel/getApiModelData', {
    query: ['app'],
    method: 'POST',
    body: ApiModelInputSchema,
    answer: JsonValueSchema,
  }),
  exportApiModelData: route('/api/forward/olap/apiModel/exportApiModelData', { query: ['app'] }),
  queryOlapResult: route('/api/forward/olap/olapQuery/queryOlapResult', {
    query: ['app'],
    method: 'POST',
    body: OlapQueryInputSchema,
    answer: OlapResultSchema,
  }),
  exportOlapResult: route('/api/forward/olap/olapQuery/exportOlapResult', { query: ['app'] }),
} as const;
