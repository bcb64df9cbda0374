export { createEventRunner, REPEAT_GUARD_MS } from './createEventRunner.js';
export type {
  EventRunner,
  EventRunnerOptions,
  EventScope,
  OperationCheck,
  RunEventRequest,
} from './eventRunnerOptions.js';
export { createActionRegistry } from './createActionRegistry.js';
export type { ActionRegistry } from './createActionRegistry.js';
export { requireParam, requirePort } from './actionHandler.js';
export type {
  ActionContext,
  ActionHandler,
  ActionPorts,
  DataSourcesPort,
  PagePorts,
  VariableRange,
  VariablesPort,
} from './actionHandler.js';
export { builtinActions } from './actions/builtinActions.js';
export { navigateAction } from './actions/navigate.js';
export { showMessageAction } from './actions/showMessage.js';
export { setVariableAction } from './actions/setVariable.js';
export { refreshDataSourceAction } from './actions/refreshDataSource.js';
export { triggersEventAction } from './actions/triggersEvent.js';
export { goBackAction } from './actions/goBack.js';
export type { HistoryPort } from './actions/goBack.js';
export { setCursorAction } from './actions/setCursor.js';
export type { CursorPort } from './actions/setCursor.js';
export { submitDataSourceAction } from './actions/submitDataSource.js';
export type { SubmitPort } from './actions/submitDataSource.js';
export { deleteCursorItemAction } from './actions/deleteCursorItem.js';
export type { DeletePort } from './actions/deleteCursorItem.js';
export { runDataFlowAction } from './actions/runDataFlow.js';
export type { DataFlowAnswer, DataFlowsPort } from './actions/runDataFlow.js';
export { callApiModelAction } from './actions/callApiModel.js';
export type { ApiModelsPort } from './actions/callApiModel.js';
export { signOutAction } from './actions/signOut.js';
export type { SignOutPort } from './actions/signOut.js';
export { readValues, storeResult } from './actions/actionValues.js';
export {
  createExpressionEvaluator,
  EXPRESSION_ROOTS,
} from './expressions/createExpressionEvaluator.js';
export type { ExpressionSources } from './expressions/createExpressionEvaluator.js';
export { parseExpression, ExpressionSyntaxError } from './expressions/parseExpression.js';
export type { BinaryOperator, ExpressionNode } from './expressions/parseExpression.js';
export {
  createActionRunLog,
  ACTION_RUN_LOG_KEY,
  ACTION_RUN_LOG_LIMIT,
} from './createActionRunLog.js';
export type { ActionRunLog, ActionRunLogOptions } from './createActionRunLog.js';
export { resolveThrottleMs, DEFAULT_THROTTLE_MS } from './resolveThrottleMs.js';
export { resolveActionDelayMs } from './resolveActionDelayMs.js';
export { EVENT_MESSAGES } from './eventMessages.js';
export type {
  ActionDefinition,
  ActionRunRecord,
  EventControl,
  EventDefinition,
  EventRunResult,
  EventRunStatus,
  EventRunnerSnapshot,
  EventTimeSetting,
  NoPermissionTip,
  RunningEvent,
} from './types.js';
