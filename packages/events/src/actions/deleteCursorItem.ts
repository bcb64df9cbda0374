import { requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import { readDsId } from './actionValues.js';

/** The delete side of the data sources (the scheduler's `deleteItem`: deleteContent). */
export interface DeletePort {
  deleteItem(dsId: string): Promise<unknown>;
}

/**
 * `deleteCursorItem`: deletes the item under a data source's cursor on the server (deleteContent
 * through the scheduler, spec 1 §7 Mutations) and removes it from the source (total − 1).
 *
 * Params: `dsId`. Put a `setCursor` before it to delete a clicked row.
 *
 * @example
 * ```json
 * { "id": "a2", "name": "删除", "typeName": "deleteCursorItem", "params": { "dsId": "order" } }
 * ```
 */
export const deleteCursorItemAction: ActionHandler = {
  typeName: 'deleteCursorItem',
  async run(context) {
    const port = requirePort<DeletePort>(context.ports, 'dataSources', 'deleteCursorItem');
    await port.deleteItem(readDsId(context));
  },
};
