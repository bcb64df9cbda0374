import type { ActionHandler } from '../actionHandler.js';
import { callApiModelAction } from './callApiModel.js';
import { deleteCursorItemAction } from './deleteCursorItem.js';
import { goBackAction } from './goBack.js';
import { navigateAction } from './navigate.js';
import { refreshDataSourceAction } from './refreshDataSource.js';
import { runDataFlowAction } from './runDataFlow.js';
import { setCursorAction } from './setCursor.js';
import { setVariableAction } from './setVariable.js';
import { showMessageAction } from './showMessage.js';
import { signOutAction } from './signOut.js';
import { submitDataSourceAction } from './submitDataSource.js';
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
  goBackAction,
  setCursorAction,
  submitDataSourceAction,
  deleteCursorItemAction,
  runDataFlowAction,
  callApiModelAction,
  signOutAction,
]);
