import { requireParam } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';

/**
 * `triggersEvent`: runs another control's event (spec 1 §4: the repeat guard does not apply to
 * it). The action waits for the triggered chain and fails when that chain fails.
 *
 * Params: `controlId`, `eventName`; the running chain's payload is handed on.
 *
 * @example
 * ```json
 * { "id": "a5", "name": "联动提交", "typeName": "triggersEvent",
 *   "params": { "controlId": "submitButton", "eventName": "click" } }
 * ```
 */
export const triggersEventAction: ActionHandler = {
  typeName: 'triggersEvent',
  async run({ action, payload, trigger }) {
    const controlId = String(requireParam(action, 'controlId'));
    const eventName = String(requireParam(action, 'eventName'));
    const result = await trigger(controlId, eventName, payload);
    if (result.status === 'failed') {
      throw new Error(`Triggered event ${controlId}.${eventName} failed`, { cause: result.error });
    }
  },
};
