import { requireParam, requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import { readValues, storeResult } from './actionValues.js';

/** Calls API models (the page runtime calls `@tessera/api` `getApiModelData`). */
export interface ApiModelsPort {
  getData(
    modelId: string,
    version: string | undefined,
    params: Record<string, unknown>,
  ): Promise<unknown>;
}

/**
 * `callApiModel`: asks an API model for its data (spec 1 §7 getApiModelData, 10 s timeout) and
 * keeps the answer in a page variable.
 *
 * Params: `modelId`, `version`; `params` (fixed) and `paramExpressions` (evaluated), sent as the
 * model's paramKey/paramValue list; `resultVariable`, `resultRange`.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "搜索", "typeName": "callApiModel",
 *   "params": { "modelId": "article-search", "version": "1", "params": { "keyword": "1", "top": 3 },
 *               "resultVariable": "found" } }
 * ```
 */
export const callApiModelAction: ActionHandler = {
  typeName: 'callApiModel',
  async run(context) {
    const { action, ports } = context;
    const models = requirePort<ApiModelsPort>(ports, 'apiModels', 'callApiModel');
    const modelId = String(requireParam(action, 'modelId'));
    const version = action.params?.version;
    const data = await models.getData(
      modelId,
      typeof version === 'string' || typeof version === 'number' ? String(version) : undefined,
      readValues(context, 'params', 'paramExpressions'),
    );
    storeResult(context, data);
  },
};
