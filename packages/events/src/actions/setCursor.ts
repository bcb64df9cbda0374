import { requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import { readDsId } from './actionValues.js';

/** The cursor side of the data sources (the scheduler's `setCursor` plus an id lookup). */
export interface CursorPort {
  setCursor(dsId: string, position: number): void;
  /** The position of the item with this `id` or `contentId` in the source, or -1. */
  positionOf(dsId: string, dataId: string): number;
}

function payloadId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { id, contentId } = payload as { id?: unknown; contentId?: unknown };
  if (typeof id === 'string' && id !== '') return id;
  return typeof contentId === 'string' && contentId !== '' ? contentId : undefined;
}

/**
 * `setCursor`: points a data source's cursor (spec 1 §4 Data sources) at an item, through the
 * `dataSources` port, so widgets and conditions reading the cursor follow.
 *
 * Params: `dsId`; then `position` (a 0-based index), or `positionExpression` (evaluated), or
 * neither: the row the control fired with (its `id` or `contentId`; a list's row click).
 *
 * @example
 * ```json
 * { "id": "a1", "name": "选中此行", "typeName": "setCursor", "params": { "dsId": "articles" } }
 * ```
 */
export const setCursorAction: ActionHandler = {
  typeName: 'setCursor',
  run(context) {
    const { action, payload, evaluate, ports } = context;
    const cursor = requirePort<CursorPort>(ports, 'dataSources', 'setCursor');
    const dsId = readDsId(context);
    const params = action.params ?? {};
    let position: number;
    if (typeof params.positionExpression === 'string' && params.positionExpression.trim() !== '') {
      position = Number(evaluate(params.positionExpression));
    } else if (
      params.position !== undefined &&
      params.position !== null &&
      params.position !== ''
    ) {
      position = Number(params.position);
    } else {
      const dataId = payloadId(payload);
      if (!dataId) throw new Error(`Action "${action.name}" (setCursor) has no row to point at`);
      position = cursor.positionOf(dsId, dataId);
    }
    if (!Number.isInteger(position)) {
      throw new Error(`Action "${action.name}" (setCursor) produced no position`);
    }
    cursor.setCursor(dsId, position);
  },
};
