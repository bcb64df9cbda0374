import { requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';

/** The browser history, as `goBack` needs it (the page runtime passes `history.back`). */
export interface HistoryPort {
  back(): void;
}

/**
 * `goBack`: returns to the previous page through the `history` port. No params.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "返回", "typeName": "goBack" }
 * ```
 */
export const goBackAction: ActionHandler = {
  typeName: 'goBack',
  run({ ports }) {
    requirePort<HistoryPort>(ports, 'history', 'goBack').back();
  },
};
