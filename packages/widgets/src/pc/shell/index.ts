// The Pc page shell: layouts, master pages, backgrounds and themes (spec 1 §1, §2 Layouts).
export { PageShell } from './PageShell.js';
export type { PageShellProps } from './PageShell.js';
export { PageLayout } from './PageLayout.js';
export type { PageLayoutProps } from './PageLayout.js';
export { PageHeader } from './PageHeader.js';
export type { PageHeaderProps } from './PageHeader.js';
export { TagBar } from './TagBar.js';
export type { TagBarProps } from './TagBar.js';
export { SlotRenderer } from './SlotRenderer.js';
export type { SlotRendererProps } from './SlotRenderer.js';
export { FormContainer } from './FormContainer.js';
export { PageThemeProvider } from './PageThemeProvider.js';
export type { PageThemeProviderProps } from './PageThemeProvider.js';
export { usePcTheme, loadPcTheme } from './usePcTheme.js';
export { preparePage } from './preparePage.js';
export { createPcTheme } from './createPcTheme.js';
export { SHELL_WIDGETS } from './shellWidgets.js';
