import { toMs } from './resolveThrottleMs.js';
import type { ActionDefinition } from './types.js';

/**
 * The delay before one action (spec 1 §4: "Delay comes from timeOut or an evaluated delay
 * expression (seconds)"). A `delayExpression` wins over `timeOut` when it is set and an evaluator
 * is given; a result that is not a positive number of seconds (numeric text counts) means no
 * delay. The runner waits this long before the action, so delays add up along the chain.
 *
 * @example
 * ```ts
 * resolveActionDelayMs({ id: 'a', name: 'a', typeName: 'navigate', timeOut: 1.5 }); // 1500
 * resolveActionDelayMs({ id: 'a', name: 'a', typeName: 'navigate', delayExpression: 'wait' }, () => '2'); // 2000
 * ```
 */
export function resolveActionDelayMs(
  action: Pick<ActionDefinition, 'timeOut' | 'delayExpression'>,
  evaluate?: (expression: string) => unknown,
): number {
  if (action.delayExpression && action.delayExpression.trim() !== '' && evaluate) {
    return toMs(evaluate(action.delayExpression));
  }
  return toMs(action.timeOut);
}
