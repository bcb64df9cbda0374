// Public entry `@tessera/widgets/mobile`: the mobile flavour (antd-mobile) over the headless core.

export * from '../core.js';
export { GridRenderer } from './MobileGridRenderer.js';
export { mobileRegistry } from './shell/mobileRegistry.js';
export type { MobileGridRendererProps } from './MobileGridRenderer.js';
export {
  MOBILE_BREAKPOINT,
  MOBILE_GRID_METRICS,
  mobileBox,
  toMobileControls,
} from './mobileGrid.js';
export type { MobileControlsOptions } from './mobileGrid.js';
export { MobilePageShell, mobileThemeVariables } from './MobilePageShell.js';
export type { MobilePageShellProps } from './MobilePageShell.js';
export { MobileFullListView, MobilePageLostView } from './MobileFullList.js';
export type { MobileFullListViewProps, MobilePageLostViewProps } from './MobileFullList.js';
export { MobileSubmitListView } from './lists/MobileSubmitListView.js';
export type { MobileSubmitListViewProps } from './lists/MobileSubmitListView.js';
export { defaultWidgets } from './defaultWidgets.js';
export { lazyWidget, MobileWidgetLoading } from './lazyWidget.js';
export { preloadWidgets } from '../registry/lazyWidget.js';
// Areas of the widget kit, each with its own index (lists, forms, controls, shell pieces).
export * from './lists/index.js';
export * from './forms/index.js';
export * from './controls/index.js';
export * from './shell/index.js';
export { MobileListWidget } from './MobileListWidget.js';
export type { MobileListWidgetProps } from './MobileListWidget.js';
export {
  DenyPage,
  ErrorPage,
  CallbackPage,
  RedirectingPage,
  PageLoading,
  PageLoadError,
} from './SystemPages.js';
export type { ErrorPageProps, PageLoadErrorProps } from './SystemPages.js';
export { createToastMessages } from './toastMessages.js';
export { SessionNavBar, SessionCountdownDialog, LoginRedirectPage } from './SessionChrome.js';
export type { SessionNavBarProps, LoginRedirectPageProps } from './SessionChrome.js';
// What the app adds to every nav bar (the notification bell).
export { NavBarActionsProvider, NavBarRight, useNavBarActions } from './NavBarActions.js';
