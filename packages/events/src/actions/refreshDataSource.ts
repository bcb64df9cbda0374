import { requirePort } from '../actionHandler.js';
import type { ActionHandler, DataSourcesPort } from '../actionHandler.js';

/**
 * `refreshDataSource`: reloads one or more data sources through the data-sources port, in order,
 * waiting for each (a later source may read an earlier one's cursor).
 *
 * Params: `dsId`, or `dsIds` (a list).
 *
 * @example
 * ```json
 * { "id": "a4", "name": "刷新列表", "typeName": "refreshDataSource", "params": { "dsIds": ["ds1", "ds2"] } }
 * ```
 */
export const refreshDataSourceAction: ActionHandler = {
  typeName: 'refreshDataSource',
  async run({ action, ports }) {
    const dataSources = requirePort<DataSourcesPort>(ports, 'dataSources', 'refreshDataSource');
    const params = action.params ?? {};
    const listed = Array.isArray(params.dsIds) ? params.dsIds : [params.dsId];
    const dsIds = listed.filter(
      (dsId): dsId is string => typeof dsId === 'string' && dsId.trim() !== '',
    );
    if (dsIds.length === 0)
      throw new Error(`Action "${action.name}" (refreshDataSource) names no dsId`);
    for (const dsId of dsIds) await dataSources.refresh(dsId);
  },
};
