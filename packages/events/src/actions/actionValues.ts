// Shared by the action types that send values to the server and keep its answer: the values
// (fixed and evaluated) and where the answer goes (a page variable).
import { requirePort } from '../actionHandler.js';
import type { ActionContext, VariableRange, VariablesPort } from '../actionHandler.js';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The values of an action: `params[fixedKey]` (fixed values by name) overlaid with
 * `params[expressionKey]` (expressions by name, evaluated now).
 *
 * @example
 * ```ts
 * readValues(context, 'payload', 'payloadExpressions'); // { name: '张三' }
 * ```
 */
export function readValues(
  { action, evaluate }: Pick<ActionContext, 'action' | 'evaluate'>,
  fixedKey: string,
  expressionKey: string,
): Record<string, unknown> {
  const values = { ...record(action.params?.[fixedKey]) };
  for (const [name, expression] of Object.entries(record(action.params?.[expressionKey]))) {
    if (typeof expression === 'string' && expression.trim() !== '')
      values[name] = evaluate(expression);
  }
  return values;
}

/**
 * Keeps an action's answer in the page variable `params.resultVariable` (range
 * `params.resultRange`, `Global` or `CurPage`); does nothing without one.
 */
export function storeResult(
  context: Pick<ActionContext, 'action' | 'ports'>,
  value: unknown,
): void {
  const { action, ports } = context;
  const name = action.params?.resultVariable;
  if (typeof name !== 'string' || name.trim() === '') return;
  const variables = requirePort<VariablesPort>(ports, 'variables', action.typeName);
  const range = action.params?.resultRange;
  variables.set(
    name,
    value,
    range === 'Global' || range === 'CurPage' ? (range as VariableRange) : undefined,
  );
}

/** The `dsId` param of an action on one data source; throws naming the action when missing. */
export function readDsId({ action }: Pick<ActionContext, 'action'>): string {
  const dsId = action.params?.dsId;
  if (typeof dsId !== 'string' || dsId.trim() === '')
    throw new Error(`Action "${action.name}" (${action.typeName}) needs params.dsId`);
  return dsId;
}
