import type { ActionHandler } from '../actionHandler.js';
import { navigateAction } from './navigate.js';
import { refreshDataSourceAction } from './refreshDataSource.js';
import { setVariableAction } from './setVariable.js';
import { showMessageAction } from './showMessage.js';
import { triggersEventAction } from './triggersEvent.js';

/**
 * The action types this package ships; `createEventRunner` registers them when it is given no
 * registry. Each is a thin call into a port, one file each.
 *
 * @example
 * ```ts
 * const registry = createActionRegistry([...builtinActions, openDialogAction]);
 * ```
 */
export const builtinActions: readonly ActionHandler[] = Object.freeze([
  navigateAction,
  showMessageAction,
  setVariableAction,
  refreshDataSourceAction,
  triggersEventAction,
]);
