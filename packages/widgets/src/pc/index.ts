// Public entry `@tessera/widgets/pc`: the desktop flavour (MUI) over the headless core.

export * from '../core.js';
export { GridRenderer, PcGridLayoutError } from './PcGridRenderer.js';
export type { PcGridRendererProps } from './PcGridRenderer.js';
export { defaultWidgets } from './defaultWidgets.js';
// Areas of the widget kit, each with its own index (page shell, lists, forms, controls).
export * from './shell/index.js';
export * from './lists/index.js';
export * from './forms/index.js';
export * from './controls/index.js';
export { ListWidget } from './ListWidget.js';
export type { ListWidgetProps } from './ListWidget.js';
export { ListEmptyState } from './ListEmptyState.js';
export type { ListEmptyStateProps } from './ListEmptyState.js';
export {
  DenyPage,
  ErrorPage,
  CallbackPage,
  RedirectingPage,
  PageLoadError,
  PageLoading,
} from './SystemPages.js';
export type { PageLoadErrorProps } from './SystemPages.js';
export { MessageSnackbar, MESSAGE_AUTO_HIDE_MS } from './MessageSnackbar.js';
export type { MessageSnackbarProps } from './MessageSnackbar.js';
export {
  RuntimeAppBar,
  UserMenu,
  SessionCountdownDialog,
  LoginRedirectPage,
} from './SessionChrome.js';
export type { RuntimeAppBarProps, LoginRedirectPageProps } from './SessionChrome.js';
export { AppBarActionsProvider, useAppBarActions } from './AppBarActions.js';
