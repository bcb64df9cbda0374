// The headless core shared by the `pc` (MUI) and `mobile`
// (antd-mobile) flavours — the grid, the registry, widget callbacks, the widgets' hooks and
// models, system-page texts and the message queue. Views live in `./pc` and `./mobile`.

export { GridRenderer } from './grid/GridRenderer.js';
export type { GridRendererProps, GridMetrics } from './grid/GridRenderer.js';
export { UnknownWidget, UNKNOWN_WIDGET_TEXT } from './grid/UnknownWidget.js';
export { WIDGET_ERROR_TEXT } from './grid/WidgetErrorBoundary.js';
export { planGrid, FLEX_BREAKPOINT } from './grid/gridPlan.js';
export type { GridPlan, GridPlanInput, GridPlanResult, FixedItem } from './grid/gridPlan.js';
export { resolveAnimation, GRID_KEYFRAMES_CSS, isAboveFold } from './grid/gridAnimation.js';
export { GridLayoutErrorView, GRID_LAYOUT_ERROR_TITLE } from './grid/GridLayoutErrorView.js';
export type { GridLayoutErrorProps } from './grid/GridLayoutErrorView.js';

export { useControl } from './controls/useControl.js';
export type { ControlRuntime } from './controls/useControl.js';
export * from './controls/actions/index.js';
export { WIDGET_EVENTS } from './controls/widgetEvents.js';
export { controlCellStyle } from './grid/controlCellStyle.js';
export type { WidgetEventName } from './controls/widgetEvents.js';

export { createWidgetRegistry } from './registry/createWidgetRegistry.js';
export type {
  WidgetProps,
  WidgetComponent,
  WidgetMap,
  WidgetRegistry,
} from './registry/createWidgetRegistry.js';

export { useListWidget } from './lists/useListWidget.js';
export type { ListRow, ListView, ListWidgetState } from './lists/useListWidget.js';
export { LIST_TEXTS } from './internals/listModel.js';
export type { PaginationMode } from './internals/listModel.js';
export { sourceView } from './internals/sourceView.js';
export type { SourceView } from './internals/sourceView.js';
export { formatDateTime, DEFAULT_DATE_TIME_FORMAT } from './internals/formatDateTime.js';

export { SYSTEM_PAGE_TEXTS } from './system/systemTexts.js';
export { useSystemLink } from './system/useSystemLink.js';
export type { SystemLinkProps } from './system/useSystemLink.js';
export { useCallbackPage, hasSignInAnswer } from './system/useCallbackPage.js';
export type { CallbackPageStatus } from './system/useCallbackPage.js';
export { useRedirecting } from './system/useRedirecting.js';
export { REDIRECT_FALLBACK_PATH } from './system/redirectPath.js';
export { SESSION_TEXTS } from './system/sessionTexts.js';
export { useSessionCountdown } from './system/useSessionCountdown.js';

export { createMessageQueue } from './messages/createMessageQueue.js';
export type {
  MessageQueue,
  MessageSeverity,
  QueuedMessage,
} from './messages/createMessageQueue.js';
export { useCurrentMessage } from './messages/useMessageQueue.js';

// Account screens' headless core (spec 2 §2.3–§2.11): texts, page config, form state, SMS button.
export { ACCOUNT_TEXTS } from './account/accountTexts.js';
export {
  DEFAULT_USER_SCOPE,
  designedPagePath,
  initialLoginType,
  readAccountPageConfig,
} from './account/accountPageConfig.js';
export type { AccountPageConfig } from './account/accountPageConfig.js';
export { useAccountCalls } from './account/useAccountCalls.js';
export type { AccountCalls } from './account/useAccountCalls.js';
export { usePasswordPolicy } from './account/usePasswordPolicy.js';
export { useSchemaForm } from './account/useSchemaForm.js';
export type { FieldBinding, SchemaForm } from './account/useSchemaForm.js';
export { SMS_RESEND_SECONDS, useSmsCountdown } from './account/useSmsCountdown.js';
export type { SmsCountdown, SmsCountdownOptions } from './account/useSmsCountdown.js';
export { REGISTER_REDIRECT_MS, registerInput, registeredPath } from './account/registration.js';

// Links to the approval pages (the pages themselves are in `@tessera/screens`).
export {
  APPROVAL_REDIRECT_MS,
  readApprovalQuery,
  readListType,
  approvalStartHref,
  approvalDetailHref,
  approvalListHref,
  formDetailHref,
} from './controls/approvalQuery.js';
export type {
  ApprovalListType,
  ApprovalPageQuery,
  CarriedQuery,
} from './controls/approvalQuery.js';

// List widgets' headless core (spec 1 §2, §4 Card list, §5 tag rules): rules, hand-over, hooks.
export * from './lists/index.js';
export * from './forms/index.js';

// The page shell's headless core (spec 1 §1 themes, §2 Layouts, master pages; README "Page shell").
export * from './shell/index.js';
