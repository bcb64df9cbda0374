// Public entry `@tessera/widgets`: the page widget kit's framework-free part that apps and
// `@tessera/screens` use — the widget registry, widget events and actions, the message queue, the
// texts and paths pages link to, and the account core and approval links the screens share with
// the page widgets. No React, MUI or antd-mobile anywhere in its module graph: each name comes
// from its own module, not from the `core.ts` barrel (`@tessera/screens`'
// `src/__tests__/rootEntries.test.ts` checks it). The grid and the account hooks are in `./react`;
// the rest of the headless core (`src/core.ts`) is internal: the flavours `./pc` (MUI) and
// `./mobile` (antd-mobile) re-export it with their views.

export { createWidgetRegistry } from './registry/createWidgetRegistry.js';
export type {
  WidgetProps,
  WidgetComponent,
  WidgetMap,
  WidgetRegistry,
} from './registry/createWidgetRegistry.js';
export { WIDGET_EVENTS } from './controls/widgetEvents.js';
export type { WidgetEventName } from './controls/widgetEvents.js';
export { WIDGET_ACTION_TYPES } from './controls/actions/index.js';
export { createMessageQueue } from './messages/createMessageQueue.js';
export type {
  MessageQueue,
  MessageSeverity,
  QueuedMessage,
} from './messages/createMessageQueue.js';
export { formatDateTime } from './internals/formatDateTime.js';
export { SESSION_TEXTS } from './system/sessionTexts.js';
export { REDIRECT_FALLBACK_PATH } from './system/redirectPath.js';

// Page shell: query, themes.
export { readPageQuery, isPageId } from './shell/pageQuery.js';
export { THEMES, THEME_NAMES } from './shell/themes.js';

// Lists and forms: the hand-over to /full-list and /submit-list, texts.
export { LISTS_TEXTS, FULL_LIST_PATH, SUBMIT_LIST_PATH } from './lists/listTexts.js';
export { openFullList, readFullListHandOver } from './lists/fullListHandOver.js';
export { fullListFields, fullListFirstRows } from './lists/fullListFields.js';
export type { FullListHandOver } from './lists/fullListHandOver.js';
export { FORM_TEXTS } from './forms/formTexts.js';
export { mediaSrc, textOf } from './forms/formValues.js';

// The account core (the Pc register control and the account screens); its hooks are in `./react`.
export { ACCOUNT_TEXTS } from './account/accountTexts.js';
export {
  DEFAULT_USER_SCOPE,
  designedPagePath,
  initialLoginType,
  readAccountPageConfig,
} from './account/accountPageConfig.js';
export type { AccountPageConfig } from './account/accountPageConfig.js';
export { SMS_RESEND_SECONDS } from './account/smsResend.js';
export { REGISTER_REDIRECT_MS, registerInput, registeredPath } from './account/registration.js';

// Links to the approval pages (the message bell and the approval screens).
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
export { ANIMATION_DIRECTIONS, ANIMATION_NAMES } from './grid/gridAnimation.js';
