import { requireParam, requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';
import type { NavigationPort } from '@tessera/ports';

/**
 * `navigate`: goes to a route through the navigation port.
 *
 * Params: `url` (a path or address), or `urlExpression` (evaluated; wins when set);
 * `replace` and `newWindow` as in {@link NavigationPort.navigate}.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "去详情", "typeName": "navigate", "params": { "url": "/page/detail" } }
 * ```
 */
export const navigateAction: ActionHandler = {
  typeName: 'navigate',
  run({ action, ports, evaluate }) {
    const navigation = requirePort<NavigationPort>(ports, 'navigation', 'navigate');
    const expression = action.params?.urlExpression;
    const url =
      typeof expression === 'string' && expression.trim() !== ''
        ? evaluate(expression)
        : requireParam(action, 'url');
    if (typeof url !== 'string' || url.trim() === '') {
      throw new Error(`Action "${action.name}" (navigate) produced no url`);
    }
    navigation.navigate(url, {
      replace: action.params?.replace === true,
      newWindow: action.params?.newWindow === true,
    });
  },
};
