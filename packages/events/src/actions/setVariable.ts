import { requireParam, requirePort } from '../actionHandler.js';
import type { ActionHandler, VariableRange, VariablesPort } from '../actionHandler.js';

/**
 * `setVariable`: sets a page variable (spec 1 §3 Page variables) through the variables port.
 *
 * Params: `name`; `value`, or `valueExpression` (evaluated; wins when set); `range` `Global` or
 * `CurPage` (left to the port when missing).
 *
 * @example
 * ```json
 * { "id": "a3", "name": "记住选择", "typeName": "setVariable",
 *   "params": { "name": "selectedId", "valueExpression": "row.id", "range": "CurPage" } }
 * ```
 */
export const setVariableAction: ActionHandler = {
  typeName: 'setVariable',
  run({ action, ports, evaluate }) {
    const variables = requirePort<VariablesPort>(ports, 'variables', 'setVariable');
    const name = String(requireParam(action, 'name'));
    const params = action.params ?? {};
    const expression = params.valueExpression;
    const value =
      typeof expression === 'string' && expression.trim() !== ''
        ? evaluate(expression)
        : params.value;
    const range =
      params.range === 'Global' || params.range === 'CurPage'
        ? (params.range as VariableRange)
        : undefined;
    variables.set(name, value, range);
  },
};
