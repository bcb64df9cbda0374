// Public entry `@tessera/widgets`: the page widget kit's framework-neutral part that apps and
// `@tessera/screens` use — the grid and the registry, widget events and actions, the message
// queue, the texts and paths pages link to, and the account core and approval links the screens
// share with the page widgets. The rest of the headless core (`src/core.ts`) is internal: the
// flavours `./pc` (MUI) and `./mobile` (antd-mobile) re-export it with their views.

export {
  GridRenderer,
  createWidgetRegistry,
  WIDGET_EVENTS,
  WIDGET_ACTION_TYPES,
  createMessageQueue,
  formatDateTime,
  SESSION_TEXTS,
  REDIRECT_FALLBACK_PATH,
  // Page shell: query, themes.
  readPageQuery,
  isPageId,
  THEMES,
  THEME_NAMES,
  // Lists and forms: the hand-over to /full-list and /submit-list, texts.
  LISTS_TEXTS,
  FULL_LIST_PATH,
  SUBMIT_LIST_PATH,
  openFullList,
  readFullListHandOver,
  FORM_TEXTS,
  textOf,
  // The account core (the Pc register control and the account screens).
  ACCOUNT_TEXTS,
  designedPagePath,
  initialLoginType,
  readAccountPageConfig,
  DEFAULT_USER_SCOPE,
  useAccountCalls,
  usePasswordPolicy,
  useSchemaForm,
  SMS_RESEND_SECONDS,
  useSmsCountdown,
  REGISTER_REDIRECT_MS,
  registerInput,
  registeredPath,
  sameSitePath,
  // Links to the approval pages (the message bell and the approval screens).
  APPROVAL_REDIRECT_MS,
  readApprovalQuery,
  readListType,
  approvalStartHref,
  approvalDetailHref,
  approvalListHref,
  formDetailHref,
} from './core.js';
export type {
  GridRendererProps,
  GridMetrics,
  WidgetProps,
  WidgetComponent,
  WidgetMap,
  WidgetRegistry,
  WidgetEventName,
  MessageQueue,
  MessageSeverity,
  QueuedMessage,
  FullListHandOver,
  AccountPageConfig,
  AccountCalls,
  FieldBinding,
  SchemaForm,
  SmsCountdown,
  SmsCountdownOptions,
  ApprovalListType,
  ApprovalPageQuery,
  CarriedQuery,
} from './core.js';
