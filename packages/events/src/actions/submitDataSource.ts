import { requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import { readDsId } from './actionValues.js';

/** The submit side of the data sources (the scheduler's `submit`). */
export interface SubmitPort {
  submit(dsId: string): Promise<unknown>;
}

/**
 * `submitDataSource`: sends the item under a data source's cursor to the server through the
 * scheduler (spec 1 §7 Mutations: add for a new entry, update for a changed one). A refused
 * submit rejects, which fails the action and stops the chain.
 *
 * Params: `dsId`.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "保存", "typeName": "submitDataSource", "params": { "dsId": "order" } }
 * ```
 */
export const submitDataSourceAction: ActionHandler = {
  typeName: 'submitDataSource',
  async run(context) {
    const submit = requirePort<SubmitPort>(context.ports, 'dataSources', 'submitDataSource');
    await submit.submit(readDsId(context));
  },
};
