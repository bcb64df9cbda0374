// Public entry `@tessera/widgets/mobile`: the mobile flavour (antd-mobile) over the headless core.

export * from '../core.js';
export { GridRenderer } from './MobileGridRenderer.js';
export type { MobileGridRendererProps } from './MobileGridRenderer.js';
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
export { DenyPage, ErrorPage, CallbackPage, RedirectingPage } from './SystemPages.js';
export type { ErrorPageProps } from './SystemPages.js';
export { createToastMessages } from './toastMessages.js';
export { SessionNavBar, SessionCountdownDialog, LoginRedirectPage } from './SessionChrome.js';
export type { SessionNavBarProps, LoginRedirectPageProps } from './SessionChrome.js';
