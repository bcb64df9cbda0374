// Public entry `@tessera/widgets/mobile`: the mobile flavour (antd-mobile) over the headless core.

export * from '../core.js';
export { GridRenderer } from './MobileGridRenderer.js';
export type { MobileGridRendererProps } from './MobileGridRenderer.js';
export { defaultWidgets } from './defaultWidgets.js';
export { MobileListWidget } from './MobileListWidget.js';
export type { MobileListWidgetProps } from './MobileListWidget.js';
export { DenyPage, ErrorPage, CallbackPage, RedirectingPage } from './SystemPages.js';
export type { ErrorPageProps } from './SystemPages.js';
export { createToastMessages } from './toastMessages.js';
export { SessionNavBar, SessionCountdownDialog, LoginRedirectPage } from './SessionChrome.js';
export type { SessionNavBarProps, LoginRedirectPageProps } from './SessionChrome.js';
